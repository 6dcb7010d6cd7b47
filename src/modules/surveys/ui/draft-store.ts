import { openDB, type IDBPDatabase } from 'idb';
import type { SurveyDraft } from './draft';

/**
 * The survey in progress, kept in IndexedDB (like the offline queue) so a reload or a killed tab
 * resumes it. One draft per device, with its owner: another person signing in does not get it.
 */
export const SURVEY_DRAFT_DB = 'cleanquest-survey-draft';
const STORE = 'drafts';
const KEY = 'current';

export class SurveyDraftStore {
  private readonly db: Promise<IDBPDatabase>;
  /** Writes in order: a slow write never lands after a later one. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(dbName = SURVEY_DRAFT_DB) {
    this.db = openDB(dbName, 1, {
      upgrade(db) {
        db.createObjectStore(STORE);
      },
    });
  }

  /** The kept draft of this person, or null (none, or someone else's). */
  async load(ownerId: string): Promise<SurveyDraft | null> {
    await this.chain;
    const draft = (await (await this.db).get(STORE, KEY)) as SurveyDraft | undefined;
    return draft && draft.ownerId === ownerId ? draft : null;
  }

  save(draft: SurveyDraft): Promise<void> {
    const write = this.chain.then(async () => void (await (await this.db).put(STORE, draft, KEY)));
    this.chain = write.catch(() => undefined);
    return write;
  }

  /** Forgets the draft (sent, queued or discarded); only this person's. */
  clear(ownerId: string): Promise<void> {
    const write = this.chain.then(async () => {
      const db = await this.db;
      const draft = (await db.get(STORE, KEY)) as SurveyDraft | undefined;
      if (draft && draft.ownerId === ownerId) await db.delete(STORE, KEY);
    });
    this.chain = write.catch(() => undefined);
    return write;
  }

  close(): void {
    void this.db.then((db) => db.close());
  }
}
