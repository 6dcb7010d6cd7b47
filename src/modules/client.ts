import type { ClientModule } from '../client/module';
import { accountClient } from './account/client';
import { actionsClient } from './actions/client';
import { adminClient } from './admin/client';
import { alertsClient } from './alerts/client';
import { analysisClient } from './analysis/client';
import { adoptionsClient } from './adoptions/client';
import { areasClient } from './areas/client';
import { astroClient } from './astro/client';
import { authClient } from './auth/client';
import { challengesClient } from './challenges/client';
import { consentClient } from './consent/client';
import { embedClient } from './embed/client';
import { eventsClient } from './events/client';
import { gamificationClient } from './gamification/client';
import { guestClient } from './guest/client';
import { impactClient } from './impact/client';
import { legalClient } from './legal/client';
import { litterClient } from './litter/client';
import { notificationsClient } from './notifications/client';
import { photosClient } from './photos/client';
import { profilesClient } from './profiles/client';
import { reportsClient } from './reports/client';
import { surveysClient } from './surveys/client';
import { tasksClient } from './tasks/client';
import { teamsClient } from './teams/client';

/** Static manifest of client modules. Routes are lazy; no globbing, so a broken module fails loudly. */
export const clientModules: ClientModule[] = [guestClient, reportsClient, tasksClient, gamificationClient, teamsClient, actionsClient, accountClient, consentClient, profilesClient, astroClient, authClient, adminClient, photosClient, embedClient, impactClient, legalClient, notificationsClient, alertsClient, eventsClient, challengesClient, analysisClient, litterClient, areasClient, adoptionsClient, surveysClient];
