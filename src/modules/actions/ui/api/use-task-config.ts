import { endpointQuery } from '../../../../client/endpoint';
import { taskConfig } from '../../endpoints';

/** GET /api/tasks/config: the action types rarely change; fetched once. */
export const taskConfigQuery = () => endpointQuery(taskConfig);
