import * as yup from 'yup';
import {
  TEAM_KINDS,
  TEAM_NAME_MAX,
  TEAM_NAME_MIN,
  type CreateTeamInput,
  type JoinedTeamDto,
  type JoinTeamInput,
  type MyTeamsDto,
  type TeamCreatedDto,
  type TeamDto,
  type TeamKind,
} from './contract';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Field messages (their German texts: i18n/errors.ts; the forms show their own texts). */
export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required',
  nameTooShort: `Team name must be at least ${TEAM_NAME_MIN} characters`,
  nameTooLong: `Team name must be at most ${TEAM_NAME_MAX} characters`,
  kindInvalid: 'Kind must be one of: school, company, neighbourhood, club, other',
  codeRequired: 'Invite code is required',
  codeTooLong: 'Invite code must be at most 32 characters',
  idInvalid: 'Team id must be a valid id',
} as const;

/** POST /api/teams: the name (trimmed, 2-60 characters) and the kind (default 'other'). */
export const createTeamSchema: yup.ObjectSchema<CreateTeamInput> = yup
  .object({
    name: yup.string().trim().required(TEAM_MESSAGES.nameRequired).min(TEAM_NAME_MIN, TEAM_MESSAGES.nameTooShort).max(TEAM_NAME_MAX, TEAM_MESSAGES.nameTooLong),
    kind: yup.mixed<TeamKind>().oneOf([...TEAM_KINDS], TEAM_MESSAGES.kindInvalid).optional(),
  })
  .noUnknown('Unknown field');

/** POST /api/teams/join: the code as typed (case and surrounding spaces do not matter). */
export const joinTeamSchema: yup.ObjectSchema<JoinTeamInput> = yup
  .object({
    inviteCode: yup.string().trim().required(TEAM_MESSAGES.codeRequired).max(32, TEAM_MESSAGES.codeTooLong),
  })
  .noUnknown('Unknown field');

/** Route parameter `{id}`. */
export const teamIdParamsSchema = yup.object({
  id: yup.string().required(TEAM_MESSAGES.idInvalid).matches(uuid, TEAM_MESSAGES.idInvalid),
});

/* Answers (documentation in the OpenAPI document; typed against the contract's DTOs). */

const kind = () => yup.mixed<TeamKind>().oneOf([...TEAM_KINDS]).defined();

export const teamCreatedSchema: yup.ObjectSchema<TeamCreatedDto> = yup.object({
  id: yup.string().defined(),
  name: yup.string().defined(),
  inviteCode: yup.string().defined(),
});

export const joinedTeamSchema: yup.ObjectSchema<JoinedTeamDto> = yup.object({
  id: yup.string().defined(),
  name: yup.string().defined(),
});

export const myTeamsSchema: yup.ObjectSchema<MyTeamsDto> = yup.object({
  teams: yup
    .array(
      yup
        .object({
          id: yup.string().defined(),
          name: yup.string().defined(),
          kind: kind(),
          inviteCode: yup.string().defined(),
          role: yup.mixed<'owner' | 'member'>().oneOf(['owner', 'member']).defined(),
          members: yup.number().defined(),
        })
        .defined(),
    )
    .defined(),
});

export const teamSchema: yup.ObjectSchema<TeamDto> = yup.object({
  id: yup.string().defined(),
  name: yup.string().defined(),
  kind: kind(),
  members: yup.number().defined(),
  memberNames: yup.array(yup.string().defined()).defined(),
  rank: yup.number().nullable().defined(),
  xp: yup.number().defined(),
});
