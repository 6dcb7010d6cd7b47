import type { Knex } from 'knex';
import { ValidationError } from 'yup';
import { HttpError } from '../../../server/http/errors';
import { controlCharacterFields, fieldErrors, precheck, unsafeField, validationFailed, type FieldError } from '../../../server/http/validate';
import type { Clock } from '../../../server/tokens';
import { ErrorCodes } from '../../../shared/errors';
import {
  SUBMISSIONS_LIMIT,
  type ActionsApi,
  type AreaImpact,
  type SubmissionDto,
  type SubmitResponse,
  type TaskConfigResponse,
  type ValidationDto,
} from '../contract';
import { HARD_LIMITS, SUBTYPE_UNKNOWN, taskSubmissionSchema, type TaskSubmissionValues } from '../schemas';
import { ACTION_TYPES, findActionType, findSubtype, findUnit, impactKg, toBaseQuantity, type ActionTypeDef } from './catalog';
import type { NewSubmissionRow } from './models';
import { toSubmissionDto } from './presenter';
import type { ActionsRepository, Reader } from './repository';
import { potentialReward } from './rewards';
import { assessRisk, RECENT_WINDOW_MS, REPEAT_WINDOW_MS, titleKey } from './risk';
import type { UnitOfWork } from '../../../server/unit-of-work';
import type { GeoCircle, Period } from '../../../shared/geo-area';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The outcome of checking a body: the cast values and the computed validation, or the errors. */
type Checked =
  | { ok: true; values: TaskSubmissionValues; def: ActionTypeDef; baseQuantity: number; validation: ValidationDto }
  | { ok: false; validation: ValidationDto };

function invalid(errors: FieldError[]): ValidationDto {
  return {
    isValid: false,
    errors: errors.map((e) => e.message),
    fieldErrors: errors,
    potentialXP: 0,
    potentialCoins: 0,
    estimatedImpact: 0,
    riskScore: 0,
    flags: [],
  };
}

const bodyError = (message: string) => new HttpError(400, 'INVALID_BODY', message);

/** The form's text fields: the form sends them as text (or leaves them out), never as a number or true. */
const TEXT_FIELDS = Object.entries(taskSubmissionSchema.fields).flatMap(([name, field]) => ((field as { type?: string }).type === 'string' ? [name] : []));

/**
 * Refuses bodies no form produces (not an object, giant strings, control characters, a number or
 * boolean where the form sends text), even on /validate. yup would turn `unit: 123` into '123'
 * after the unit check had looked at the raw value.
 */
function checkHardLimits(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw bodyError('The request body must be a JSON object.');
  const unsafe = unsafeField(body);
  if (unsafe) throw validationFailed([unsafe]);
  const control = controlCharacterFields(body);
  if (control.length > 0) throw validationFailed(control);
  const fields = body as Record<string, unknown>;
  const notText = TEXT_FIELDS.filter((name) => fields[name] != null && typeof fields[name] !== 'string').map((field) => ({ field, message: `${field} must be a text` }));
  if (notText.length > 0) throw validationFailed(notText);
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value !== 'string') continue;
    const max = key === 'title' ? HARD_LIMITS.title : HARD_LIMITS.text;
    if (value.length > max) {
      throw new HttpError(400, 'FIELD_TOO_LARGE', `The field ${key} is far too long (${value.length} characters; the form allows much less).`, {
        fields: [{ field: key, message: `${key} is too long` }],
      });
    }
  }
  const urls = fields.evidenceUrls;
  if (Array.isArray(urls) && urls.length > HARD_LIMITS.evidenceUrls) throw bodyError(`At most ${HARD_LIMITS.evidenceUrls} evidence links can be sent.`);
  return fields;
}

export class ActionsService implements ActionsApi {
  constructor(
    private readonly repo: ActionsRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  /** GET /api/tasks/config (spec 3, Task config response). */
  config(): TaskConfigResponse {
    return {
      taskTypes: ACTION_TYPES.map((t) => ({
        type: t.type,
        units: t.units.map((u) => u.unit),
        baseUnit: t.baseUnit,
        ...(t.subtypes ? { subtypes: t.subtypes.map((s) => s.subtype) } : {}),
      })),
    };
  }

  /** POST /api/tasks/validate: field problems come back as isValid false, not as an error. */
  async validate(userId: string, body: unknown): Promise<ValidationDto> {
    return (await this.check(this.repo.reader, userId, body)).validation;
  }

  /**
   * POST /api/tasks/submit: every submission waits for a moderator, who is not the submitter (issue 33:
   * no one earns alone; the risk score sorts the queue, it approves nothing). Paid once on approval.
   */
  async submit(userId: string, body: unknown): Promise<SubmitResponse> {
    const result = await this.uow.run(async (_, trx) => {
      await this.repo.lockUser(trx, userId);
      const checked = await this.check(trx, userId, body);
      if (!checked.ok) {
        const v = checked.validation;
        throw new HttpError(400, ErrorCodes.VALIDATION_FAILED, `Please check: ${v.errors.join('; ')}`, { fields: v.fieldErrors, errors: v.errors });
      }
      const { values, def, baseQuantity, validation } = checked;
      const row: NewSubmissionRow = {
        user_id: userId,
        task_type: def.type,
        task_subtype: values.taskSubtype || null,
        title: values.title,
        title_key: titleKey(values.title),
        description: values.description || null,
        quantity: values.quantity,
        unit: values.unit,
        base_quantity: baseQuantity,
        base_unit: def.baseUnit,
        location: values.location || null,
        latitude: values.latitude ?? null,
        longitude: values.longitude ?? null,
        location_accuracy: values.locationAccuracy ?? null,
        evidence_urls: values.evidenceUrls,
        submission_timestamp: new Date(values.submissionTimestamp!),
        actual_timestamp: values.actualTimestamp ? new Date(values.actualTimestamp) : null,
        status: 'pending',
        estimated_impact_kg: validation.estimatedImpact,
        risk_score: validation.riskScore,
        flags: validation.flags,
        potential_xp: validation.potentialXP,
        potential_coins: validation.potentialCoins,
        actual_xp: null,
        actual_coins: null,
        created_at: this.clock.now(),
      };
      const inserted = await this.repo.insert(trx, row);
      return { submission: toSubmissionDto(inserted), validation };
    });
    return result;
  }

  /** ActionsApi.approvedImpactInArea (the impact module's partner page), kg to 2 decimals as shown everywhere. */
  async approvedImpactInArea(area: GeoCircle, period: Period): Promise<AreaImpact> {
    const r = await this.repo.approvedImpactInArea(area, period.since, period.until);
    return { actions: r.actions, kgCo2e: round(r.kg, 2), withoutLocation: r.without };
  }

  async listSubmissions(userId: string, limit = SUBMISSIONS_LIMIT): Promise<SubmissionDto[]> {
    return (await this.repo.listByUser(userId, Math.max(1, Math.min(limit, SUBMISSIONS_LIMIT)))).map(toSubmissionDto);
  }

  /** The shared schema, then the server rules (known type, unit of that type), then impact, rewards and risk. */
  private async check(reader: Reader | Knex.Transaction, userId: string, body: unknown): Promise<Checked> {
    const raw = checkHardLimits(body);
    const now = this.clock.now();
    const input = { ...raw, submissionTimestamp: raw.submissionTimestamp || now.toISOString() };
    const errors: FieldError[] = [];
    let values: TaskSubmissionValues | null = null;
    const wrongShape = precheck(taskSubmissionSchema, input);
    if (wrongShape.length > 0) errors.push(...wrongShape);
    else {
      try {
        values = await taskSubmissionSchema.validate(input, { abortEarly: false, stripUnknown: true });
      } catch (err) {
        if (!(err instanceof ValidationError)) throw err;
        errors.push(...fieldErrors(err));
      }
    }
    const has = (field: string) => errors.some((e) => e.field === field);
    const type = typeof raw.taskType === 'string' ? raw.taskType.trim() : '';
    const unit = typeof raw.unit === 'string' ? raw.unit.trim() : '';
    const def = type ? findActionType(type) : undefined;
    if (type && !def && !has('taskType')) errors.push({ field: 'taskType', message: 'Task type is not known' });
    if (def && unit && !findUnit(def, unit) && !has('unit')) {
      errors.push({ field: 'unit', message: `Unit must be one of: ${def.units.map((u) => u.unit).join(', ')}` });
    }
    const subtype = typeof raw.taskSubtype === 'string' ? raw.taskSubtype.trim() : '';
    if (def?.subtypes && subtype && !findSubtype(def, subtype) && !has('taskSubtype')) {
      errors.push({ field: 'taskSubtype', message: SUBTYPE_UNKNOWN });
    }
    const lat = raw.latitude ?? null;
    const lon = raw.longitude ?? null;
    if ((lat === null || lat === '') !== (lon === null || lon === '') && !has('latitude') && !has('longitude')) {
      errors.push({ field: 'latitude', message: 'Latitude and longitude go together' });
    }
    if (errors.length > 0 || !values || !def) return { ok: false, validation: invalid(errors) };

    const baseQuantity = toBaseQuantity(def, values.unit, values.quantity);
    const impact = impactKg(def, baseQuantity, values.taskSubtype);
    const reward = potentialReward(def, baseQuantity, values.taskSubtype);

    const submissionTime = new Date(values.submissionTimestamp!);
    const actionTime = values.actualTimestamp ? new Date(values.actualTimestamp) : submissionTime;
    const key = titleKey(values.title);
    const [recentCount, repeatedTitle, previous] = await Promise.all([
      this.repo.countSince(reader, userId, new Date(now.getTime() - RECENT_WINDOW_MS)),
      this.repo.hasTitleSince(reader, userId, key, new Date(now.getTime() - REPEAT_WINDOW_MS)),
      this.repo.latestLocated(reader, userId),
    ]);
    const located = values.latitude != null && values.longitude != null;
    const risk = assessRisk({
      now,
      baseQuantity,
      typicalMax: def.typicalMax,
      actionTime,
      submissionTime,
      hasLocation: located || !!values.location,
      hasEvidence: values.evidenceUrls.length > 0,
      recentCount,
      repeatedTitle,
      point: located ? { latitude: values.latitude!, longitude: values.longitude!, at: actionTime } : null,
      previousPoint: previous,
    });
    return {
      ok: true,
      values,
      def,
      baseQuantity,
      validation: {
        isValid: true,
        errors: [],
        fieldErrors: [],
        potentialXP: reward.xp,
        potentialCoins: reward.coins,
        estimatedImpact: round(impact, 4),
        riskScore: round(risk.riskScore, 4),
        flags: risk.flags,
      },
    };
  }
}
