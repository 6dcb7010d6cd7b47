import type { ServerModule } from '../server/module';
import { accountModule } from './account/server';
import { adminModule } from './admin/server';
import { alertsModule } from './alerts/server';
import { analysisModule } from './analysis/server';
import { areasModule } from './areas/server';
import { actionsModule } from './actions/server';
import { authModule } from './auth/server';
import { challengesModule } from './challenges/server';
import { consentModule } from './consent/server';
import { embedModule } from './embed/server';
import { eventsModule } from './events/server';
import { gamificationModule } from './gamification/server';
import { geocodingModule } from './geocoding/server';
import { guestModule } from './guest/server';
import { legalModule } from './legal/server';
import { litterModule } from './litter/server';
import { notificationsModule } from './notifications/server';
import { impactModule } from './impact/server';
import { openDataModule } from './opendata/server';
import { open311Module } from './open311/server';
import { photosModule } from './photos/server';
import { profilesModule } from './profiles/server';
import { reportsModule } from './reports/server';
import { tasksModule } from './tasks/server';
import { teamsModule } from './teams/server';

/** Static manifest of server modules, in dependency order. A broken module fails the start loudly. */
export const serverModules: ServerModule[] = [guestModule, notificationsModule, gamificationModule, teamsModule, photosModule, litterModule, tasksModule, actionsModule, analysisModule, reportsModule, embedModule, eventsModule, challengesModule, geocodingModule, openDataModule, open311Module, impactModule, profilesModule, authModule, consentModule, legalModule, alertsModule, areasModule, accountModule, adminModule];
