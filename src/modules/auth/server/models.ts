import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';

/** A row of passkey_credentials. Used by this module's repository only (query with its connection or trx). */
export class PasskeyCredentialModel extends BaseModel {
  static override tableName = 'passkey_credentials';

  declare id: string;
  declare credential_id: string;
  declare user_id: string;
  declare public_key: Uint8Array;
  declare counter: string | number;
  /** Comma-separated (webauthn-json.ts transportsOf). */
  declare transports: string;
  declare device_type: string | null;
  declare backed_up: boolean;
  declare name: string | null;
  declare created_at: Date;
  declare last_used_at: Date | null;
}

export type CredentialRow = ModelObject<PasskeyCredentialModel>;

/** A row of recovery_codes (hashed; each usable once). */
export class RecoveryCodeModel extends BaseModel {
  static override tableName = 'recovery_codes';

  declare id: string;
  declare user_id: string;
  declare code_hash: string;
  declare created_at: Date;
  declare used_at: Date | null;
}

export type RecoveryCodeRow = ModelObject<RecoveryCodeModel>;
