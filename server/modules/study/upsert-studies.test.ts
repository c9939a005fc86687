import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createParticipant } from '../accounts/registration';
import type { Database } from '../../db/database';
import { freshDatabase } from '../../testing/test-app';
import { readStudyDefinitions, StudyDefinitionError } from './load-definitions';
import { DEMO_STUDIES_DIR } from '../../testing/study-test-kit';
import { studiesDirFrom } from './start-up';
import { loadStudies, upsertStudies } from './upsert-studies';

let db: Database;
const dirs: string[] = [];
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(() => db.close());
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function copyOfDemo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studies-'));
  dirs.push(dir);
  cpSync(DEMO_STUDIES_DIR, dir, { recursive: true });
  return dir;
}

const edit = (dir: string, file: string, change: (d: Record<string, any>) => void) => {
  const data = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  change(data);
  writeFileSync(join(dir, file), JSON.stringify(data));
};

const studies = () =>
  db.query<{ id: number; title: string; status: string; updated_at: Date; definition: { study: { title: string } } }>(
    'select id, title, status, updated_at, definition from studies order by id',
  );
const userStudies = () =>
  db.query<{ participant_id: number; study_id: number }>(
    'select participant_id, study_id from user_studies order by participant_id, study_id',
  );

describe('loading study definitions into the database', () => {
  it('upserts every study with its whole definition, and gives assign_to all studies (active or closed) to every participant, enrolled ones only to enrolled participants', async () => {
    const a = await db.transaction((tx) =>
      createParticipant(tx, { email: 'load-a@example.com', first_name: 'A', last_name: 'A', profile_type: 'adult' }),
    );
    const summary = await loadStudies(db, DEMO_STUDIES_DIR);
    expect(summary.written).toEqual([102, 104, 101, 106, 105, 107, 103]);
    expect(summary.inserted).toEqual([102, 104, 101, 106, 105, 107, 103]);
    expect(summary.unchanged).toEqual([]);
    const rows = await studies();
    expect(rows.map((r) => [r.id, r.status])).toEqual([
      [101, 'active'],
      [102, 'active'],
      [103, 'active'],
      [104, 'closed'],
      [105, 'active'],
      [106, 'active'],
      [107, 'active'],
    ]);
    expect(rows[0].definition.study.title).toBe('T1D Registry Core Study');
    // 106 and 107 are assigned to nobody (the demo adult's dashboard places them itself); 102, 103
    // and 105 to enrolled participants (core consent signed), which this new one is not.
    expect((await userStudies()).filter((u) => u.participant_id === a).map((u) => u.study_id)).toEqual([101, 104]);
    expect(summary.assigned).toBe(2);
  });

  it('is idempotent: loading again writes nothing, keeps updated_at and creates no user study', async () => {
    const before = await studies();
    const usBefore = await userStudies();
    const summary = await loadStudies(db, DEMO_STUDIES_DIR);
    expect(summary).toEqual({ written: [], inserted: [], unchanged: [102, 104, 101, 106, 105, 107, 103], assigned: 0 });
    expect(await studies()).toEqual(before);
    expect(await userStudies()).toEqual(usBefore);
  });

  it('an edited file updates its study only', async () => {
    const dir = copyOfDemo();
    edit(dir, 'closed-study-exercise.json', (d) => (d.study.title = 'Exercise Survey (renamed)'));
    const before = await studies();
    const summary = await loadStudies(db, dir);
    expect(summary.written).toEqual([104]);
    expect(summary.inserted).toEqual([]);
    const after = await studies();
    expect(after.find((s) => s.id === 104)?.title).toBe('Exercise Survey (renamed)');
    expect(after.filter((s) => s.id !== 104)).toEqual(before.filter((s) => s.id !== 104));
  });

  it('a participant registered later gets the active studies at registration (not the closed one); assign_to none reaches nobody', async () => {
    const dir = copyOfDemo();
    edit(dir, 'annual-questionnaire.json', (d) => (d.study.assign_to = 'all'));
    edit(dir, 'research-opportunity-sleep-lab.json', (d) => (d.study.assign_to = 'none'));
    await loadStudies(db, dir);
    const b = await db.transaction((tx) =>
      createParticipant(tx, { email: 'load-b@example.com', first_name: 'B', last_name: 'B', profile_type: 'adult' }),
    );
    expect((await userStudies()).filter((u) => u.participant_id === b).map((u) => u.study_id)).toEqual([101, 102]);
    // A restart gives them the active study back to assign_to all, never the study that closed before they came.
    edit(dir, 'research-opportunity-sleep-lab.json', (d) => (d.study.assign_to = 'all'));
    await loadStudies(db, dir);
    expect((await userStudies()).filter((u) => u.participant_id === b).map((u) => u.study_id)).toEqual([101, 102, 105]);
  });

  it('writes all studies or none: a database failure on one study rolls back the others', async () => {
    const dir = copyOfDemo();
    edit(dir, 'annual-questionnaire.json', (d) => (d.study.title = 'Changed title that must not stay'));
    edit(dir, 'sub-study-sleep.json', (d) => (d.study.number_of_users_goal = 99_999_999_999));
    const loaded = readStudyDefinitions(dir);
    await expect(upsertStudies(db, loaded)).rejects.toThrow();
    expect((await studies()).find((s) => s.id === 102)?.title).toBe('Annual Questionnaire 2026');
  });

  it('a bad file is refused before the database is touched', async () => {
    const dir = copyOfDemo();
    edit(dir, 'core-study.json', (d) => (d.study.status = 'open'));
    const before = await studies();
    await expect(loadStudies(db, dir)).rejects.toBeInstanceOf(StudyDefinitionError);
    expect(await studies()).toEqual(before);
  });
});

describe('the study folder', () => {
  it('is refused when a file is bad, naming the file, the JSON path and the reason', () => {
    const dir = copyOfDemo();
    edit(dir, 'core-study.json', (d) => (d.questions.adult[0].options[0].widget = 'slider'));
    expect(() => readStudyDefinitions(dir)).toThrow(
      /core-study\.json at \/questions\/adult\/0\/options\/0\/widget: must be one of .* \(found "slider"\)/,
    );
  });

  it('reads REGISTRY_STUDIES_DIR, else server/studies of the checkout', () => {
    expect(studiesDirFrom('/srv/app', '/etc/studies')).toBe('/etc/studies');
    expect(studiesDirFrom('/srv/app', undefined)).toBe(join('/srv/app', 'server', 'studies'));
  });
});
