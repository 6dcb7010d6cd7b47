/**
 * Every language's texts of the shell and every module, imported eagerly: for tests and Storybook ONLY,
 * whose setup is synchronous (src/client/test-i18n.ts). Production code never imports this file: the app
 * loads one language at a time (ClientModule.i18n, loadTexts), and scripts/check-bundles.ts fails when
 * translation JSON lands outside its language's texts chunk. A test (src/client/i18n.test.ts) keeps this
 * list equal to what the manifests' loaders load.
 */
import type { LanguageTexts } from '../client/i18n';
import type { Language } from '../shared/language';
import commonDe from '../client/i18n/de.json';
import commonEn from '../client/i18n/en.json';
import accountDe from './account/i18n/de.json';
import accountEn from './account/i18n/en.json';
import actionsDe from './actions/i18n/de.json';
import actionsEn from './actions/i18n/en.json';
import adminDe from './admin/i18n/de.json';
import adminEn from './admin/i18n/en.json';
import adoptionsDe from './adoptions/i18n/de.json';
import adoptionsEn from './adoptions/i18n/en.json';
import areasDe from './areas/i18n/de.json';
import areasEn from './areas/i18n/en.json';
import astroDe from './astro/i18n/de.json';
import astroEn from './astro/i18n/en.json';
import authDe from './auth/i18n/de.json';
import authEn from './auth/i18n/en.json';
import challengesDe from './challenges/i18n/de.json';
import challengesEn from './challenges/i18n/en.json';
import consentDe from './consent/i18n/de.json';
import consentEn from './consent/i18n/en.json';
import embedDe from './embed/i18n/de.json';
import embedEn from './embed/i18n/en.json';
import eventsDe from './events/i18n/de.json';
import eventsEn from './events/i18n/en.json';
import gamificationDe from './gamification/i18n/de.json';
import gamificationEn from './gamification/i18n/en.json';
import guestDe from './guest/i18n/de.json';
import guestEn from './guest/i18n/en.json';
import impactDe from './impact/i18n/de.json';
import impactEn from './impact/i18n/en.json';
import legalDe from './legal/i18n/de.json';
import legalEn from './legal/i18n/en.json';
import photosDe from './photos/i18n/de.json';
import photosEn from './photos/i18n/en.json';
import profilesDe from './profiles/i18n/de.json';
import profilesEn from './profiles/i18n/en.json';
import reportsDe from './reports/i18n/de.json';
import reportsEn from './reports/i18n/en.json';
import surveysDe from './surveys/i18n/de.json';
import surveysEn from './surveys/i18n/en.json';
import tasksDe from './tasks/i18n/de.json';
import tasksEn from './tasks/i18n/en.json';
import teamsDe from './teams/i18n/de.json';
import teamsEn from './teams/i18n/en.json';

export const ALL_TEXTS: Record<Language, LanguageTexts> = {
  en: {
    common: commonEn,
    account: accountEn,
    actions: actionsEn,
    admin: adminEn,
    areas: areasEn,
    adoptions: adoptionsEn,
    astro: astroEn,
    auth: authEn,
    consent: consentEn,
    embed: embedEn,
    events: eventsEn,
    challenges: challengesEn,
    gamification: gamificationEn,
    guest: guestEn,
    impact: impactEn,
    legal: legalEn,
    photos: photosEn,
    profiles: profilesEn,
    reports: reportsEn,
    surveys: surveysEn,
    tasks: tasksEn,
    teams: teamsEn,
  },
  de: {
    common: commonDe,
    account: accountDe,
    actions: actionsDe,
    admin: adminDe,
    areas: areasDe,
    adoptions: adoptionsDe,
    astro: astroDe,
    auth: authDe,
    consent: consentDe,
    embed: embedDe,
    events: eventsDe,
    challenges: challengesDe,
    gamification: gamificationDe,
    guest: guestDe,
    impact: impactDe,
    legal: legalDe,
    photos: photosDe,
    profiles: profilesDe,
    reports: reportsDe,
    surveys: surveysDe,
    tasks: tasksDe,
    teams: teamsDe,
  },
};
