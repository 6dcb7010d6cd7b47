import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/toasts/toast-store';
import type { MyTeamDto } from '../contract';
import { myTeamsQuery, useCreateTeam, useJoinTeam, useLeaveTeam, useNewInviteCode } from './api/use-teams';
import { teamErrorText } from './team-errors';
import { useTeamsTexts } from './texts';
import { TeamsView } from './TeamsView';

/** /teams and /teams/join/:code (a share link: the join form starts with the code). */
export default function TeamsScreen() {
  const { t } = useTeamsTexts();
  const { code } = useParams();
  const user = useCurrentUser();
  const registered = !user.isGuest && !user.isLoading;
  const query = useQuery({ ...myTeamsQuery(), enabled: registered });
  const create = useCreateTeam();
  const join = useJoinTeam();
  const leave = useLeaveTeam();
  const newCode = useNewInviteCode();
  const [busyTeamId, setBusyTeamId] = useState<string | null>(null);

  async function onCopy(inviteCode: string) {
    try {
      await navigator.clipboard.writeText(inviteCode);
      toast({ title: t('teams.copied') });
    } catch {
      toast({ title: t('teams.copyFailed'), variant: 'destructive' });
    }
  }

  async function onLeave(team: MyTeamDto) {
    setBusyTeamId(team.id);
    try {
      await leave.mutateAsync({ params: { id: team.id } });
      toast({ title: t('teams.left', { name: team.name }) });
    } catch (err) {
      toast({ title: teamErrorText(t, err), variant: 'destructive' });
    } finally {
      setBusyTeamId(null);
    }
  }

  async function onNewCode(team: MyTeamDto) {
    setBusyTeamId(team.id);
    try {
      await newCode.mutateAsync({ params: { id: team.id } });
      toast({ title: t('teams.newCodeDone', { name: team.name }) });
    } catch (err) {
      toast({ title: teamErrorText(t, err), variant: 'destructive' });
    } finally {
      setBusyTeamId(null);
    }
  }

  return (
    <TeamsView
      isGuest={!registered && !user.isLoading}
      query={user.isLoading ? { ...query, isPending: true } : query}
      initialCode={code}
      origin={typeof window === 'undefined' ? '' : window.location.origin}
      onCreate={(values) => create.mutateAsync({ body: values })}
      onJoin={async (inviteCode) => {
        const team = await join.mutateAsync({ body: { inviteCode } });
        toast({ title: t('teams.join.joined', { name: team.name }) });
        return team;
      }}
      onLeave={(team) => void onLeave(team)}
      onNewCode={(team) => void onNewCode(team)}
      onCopy={(inviteCode) => void onCopy(inviteCode)}
      busyTeamId={busyTeamId}
    />
  );
}
