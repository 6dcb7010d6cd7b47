import { useQuery } from '@tanstack/react-query';
import { myLitterQuery } from '../api/use-litter-charts';
import { mySurveysQuery } from '../api/use-survey-charts';
import { LitterChartsSection } from './LitterChartsSection';
import { SurveyChartsSection } from './SurveyChartsSection';

/**
 * Issue 40: the `profileLitterCharts` slot (declared by the profiles module): the litter the person
 * tagged in the last 12 months, on their own profile tab (GET /api/impact/me/litter answers only the
 * caller's own tags, so no one else ever sees them), then their surveys (GET /api/impact/me/surveys:
 * their own, confirmed or not).
 */
export default function MyLitterCharts() {
  const query = useQuery(myLitterQuery());
  const surveys = useQuery(mySurveysQuery());
  return (
    <>
      <LitterChartsSection query={query} scope="me" />
      <SurveyChartsSection query={surveys} scope="me" />
    </>
  );
}
