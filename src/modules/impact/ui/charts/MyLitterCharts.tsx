import { useQuery } from '@tanstack/react-query';
import { myLitterQuery } from '../api/use-litter-charts';
import { LitterChartsSection } from './LitterChartsSection';

/**
 * Issue 40: the `profileLitterCharts` slot (declared by the profiles module): the litter the person
 * tagged in the last 12 months, on their own profile tab (GET /api/impact/me/litter answers only the
 * caller's own tags, so no one else ever sees them).
 */
export default function MyLitterCharts() {
  const query = useQuery(myLitterQuery());
  return <LitterChartsSection query={query} scope="me" />;
}
