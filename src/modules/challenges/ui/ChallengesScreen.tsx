import { toast } from '../../../client/toasts/toast-store';
import { useChallenges, useCreateChallenge } from './api/use-challenges';
import { ChallengesView } from './ChallengesView';
import { useChallengesTexts } from './texts';

/** /challenges */
export default function ChallengesScreen() {
  const { t } = useChallengesTexts();
  const query = useChallenges();
  const create = useCreateChallenge();
  return (
    <ChallengesView
      query={query}
      onCreate={async (body) => {
        const created = await create.mutateAsync({ body });
        toast({ title: t('form.created', { title: created.title }) });
      }}
    />
  );
}
