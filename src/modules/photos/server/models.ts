import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';
import type { BlurRegion, PhotoEvidence, PhotoFlagReason, PhotoLicence, PhotoPurpose, ScreeningStatus } from '../contract';

/** A row of photos. Used by this module's repositories only (query with their connection or trx). */
export class PhotoModel extends BaseModel {
  static override tableName = 'photos';

  declare id: string;
  declare owner_id: string | null;
  declare purpose: PhotoPurpose;
  /** Null once a moderator deleted the photo (its files are gone; the row stays as a tombstone). */
  declare main_key: string | null;
  declare thumb_key: string | null;
  declare width: number;
  declare height: number;
  declare bytes: number;
  declare original_format: string;
  /** Kept server-side as evidence; never served. */
  declare evidence: PhotoEvidence;
  declare screening_status: ScreeningStatus;
  declare screening_score: number | null;
  declare screener: string | null;
  declare hidden_at: Date | null;
  declare released_at: Date | null;
  declare flag_held_at: Date | null;
  declare deleted_at: Date | null;
  declare moderation_reason: string | null;
  /** Regions blurred before the files were written (issue 39), in fractions of the photo; [] for older photos. */
  declare blurred_regions: BlurRegion[];
  /** The licence its uploader gave it for open data (CC BY 4.0), or null. */
  declare licence: PhotoLicence | null;
  declare created_at: Date;
}

export type PhotoRow = ModelObject<PhotoModel>;

/** 'Report this photo' (photo_flags): one open flag per person and photo. */
export class PhotoFlagModel extends BaseModel {
  static override tableName = 'photo_flags';

  declare id: string;
  declare photo_id: string;
  declare user_id: string;
  declare user_is_guest: boolean;
  declare reason: PhotoFlagReason;
  declare details: string | null;
  declare created_at: Date;
  declare resolved_at: Date | null;
  declare resolution: string | null;
}

export type PhotoFlagRow = ModelObject<PhotoFlagModel>;
