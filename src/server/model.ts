import { Model } from 'objection';

/**
 * The base of the modules' objection models (each module's server/models.ts): typed rows for the
 * reads that take whole rows, inside the module's repository only.
 *
 * Always query with the connection or transaction in hand, `TaskModel.query(trx ?? this.db)`:
 * createDb binds Model.knex to the database opened last, and a process may open several (tests do).
 * `first()` adds LIMIT 1, as knex's does, so a model read sends the same SQL as the knex one it
 * replaced. Writes whose errors are told apart by SQLSTATE stay on knex: objection wraps database
 * errors (db-errors) and the wrapper keeps the driver's error only as `nativeError`.
 */
export class BaseModel extends Model {
  static override useLimitInFirst = true;
}
