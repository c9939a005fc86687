#!/bin/sh
# Point-in-time recovery into a new data folder: the newest base backup taken before TARGET_TIME,
# replayed with the archived WAL up to TARGET_TIME, then promoted. Run as postgres with the API
# stopped; start PostgreSQL on RESTORE_DIR (or move it into place) once it says "recovered".
#   TARGET_TIME='2026-12-07 09:41:00+00' RESTORE_DIR=/var/lib/postgresql/15/restored ./restore-to-time.sh
set -eu
BACKUP_DIR=${BACKUP_DIR:-/var/lib/registry-backup}
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
: "${TARGET_TIME:?TARGET_TIME (e.g. 2026-12-07 09:41:00+00) is required}"
: "${RESTORE_DIR:?RESTORE_DIR (an empty or new folder) is required}"

target_stamp=$(date -u -d "$TARGET_TIME" +%Y%m%dT%H%M%SZ)
base=$(ls "$BACKUP_DIR/base" | grep -v partial | sort | awk -v t="$target_stamp" '$0 <= t' | tail -n 1)
[ -n "$base" ] || { echo "no base backup before $TARGET_TIME in $BACKUP_DIR/base" >&2; exit 1; }
mkdir -p "$RESTORE_DIR"
chmod 700 "$RESTORE_DIR"
tar -xzf "$BACKUP_DIR/base/$base/base.tar.gz" -C "$RESTORE_DIR"
cat >> "$RESTORE_DIR/postgresql.auto.conf" <<CONF
restore_command = 'cp $BACKUP_DIR/wal/%f %p'
recovery_target_time = '$TARGET_TIME'
recovery_target_action = 'promote'
archive_mode = off
CONF
touch "$RESTORE_DIR/recovery.signal"
echo "recovered base backup $base into $RESTORE_DIR; start PostgreSQL on it to replay the WAL up to $TARGET_TIME"
