#!/bin/sh
# Nightly backup of the registry's database (deploy/systemd/registry-backup.timer runs it as postgres):
#  - a logical dump (pg_dump, custom format): portable to another PostgreSQL version, restored with
#    pg_restore; what to keep off site;
#  - a base backup (pg_basebackup) that, with the archived WAL (deploy/postgresql/registry.conf),
#    restores the database to any moment since (deploy/backup/restore-to-time.sh).
# Backups older than KEEP_DAYS are removed, with the WAL no base backup needs any more.
set -eu
BACKUP_DIR=${BACKUP_DIR:-/var/lib/registry-backup}
DATABASE=${DATABASE:-registry}
KEEP_DAYS=${KEEP_DAYS:-14}
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
stamp=$(date -u +%Y%m%dT%H%M%SZ)

mkdir -p "$BACKUP_DIR/dump" "$BACKUP_DIR/base" "$BACKUP_DIR/wal"
"$PGBIN/pg_dump" --format=custom --file="$BACKUP_DIR/dump/$DATABASE-$stamp.dump.partial" "$DATABASE"
mv "$BACKUP_DIR/dump/$DATABASE-$stamp.dump.partial" "$BACKUP_DIR/dump/$DATABASE-$stamp.dump"
"$PGBIN/pg_basebackup" --pgdata="$BACKUP_DIR/base/$stamp.partial" --format=tar --gzip --wal-method=none --checkpoint=fast
mv "$BACKUP_DIR/base/$stamp.partial" "$BACKUP_DIR/base/$stamp"

# Pruning: dumps and base backups past KEEP_DAYS, then WAL older than the oldest base backup kept.
find "$BACKUP_DIR/dump" -name '*.dump' -mtime +"$KEEP_DAYS" -delete
find "$BACKUP_DIR/base" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" -exec rm -rf {} +
oldest=$(ls "$BACKUP_DIR/base" | grep -v partial | sort | head -n 1)
if [ -n "$oldest" ]; then
  label=$(tar -xzOf "$BACKUP_DIR/base/$oldest/base.tar.gz" backup_label | sed -n 's/^START WAL LOCATION: .* (file \(.*\))$/\1/p')
  [ -n "$label" ] && "$PGBIN/pg_archivecleanup" "$BACKUP_DIR/wal" "$label"
fi
echo "registry backup $stamp: $BACKUP_DIR/dump/$DATABASE-$stamp.dump and base backup $BACKUP_DIR/base/$stamp"
