import { useParams } from 'react-router-dom';
import { useChallenge } from './api/use-challenges';
import { ChallengeDetailView } from './ChallengeDetailView';

/** /challenges/:id */
export default function ChallengeScreen() {
  const { id = '' } = useParams();
  return <ChallengeDetailView query={useChallenge(id)} />;
}
