/**
 * Every language's texts of the shell and every module, imported eagerly: for tests and Storybook ONLY,
 * whose setup is synchronous (src/client/test-i18n.ts). Production code never imports this file: the app
 * loads one language at a time (ClientModule.i18n, loadTexts), and scripts/check-bundles.ts fails when
 * translation JSON lands outside its language's texts chunk. A test (src/client/i18n.test.ts) keeps this
 * list equal to what the manifests' loaders load.
 */
import type { LanguageTexts } from '../client/i18n';
import type { Language } from '../shared/language';
import commonAr from '../client/i18n/ar.json';
import commonDe from '../client/i18n/de.json';
import commonEn from '../client/i18n/en.json';
import accountAr from './account/i18n/ar.json';
import accountDe from './account/i18n/de.json';
import accountEn from './account/i18n/en.json';
import actionsAr from './actions/i18n/ar.json';
import actionsDe from './actions/i18n/de.json';
import actionsEn from './actions/i18n/en.json';
import adminAr from './admin/i18n/ar.json';
import adminDe from './admin/i18n/de.json';
import adminEn from './admin/i18n/en.json';
import areasAr from './areas/i18n/ar.json';
import areasDe from './areas/i18n/de.json';
import areasEn from './areas/i18n/en.json';
import astroAr from './astro/i18n/ar.json';
import astroDe from './astro/i18n/de.json';
import astroEn from './astro/i18n/en.json';
import authAr from './auth/i18n/ar.json';
import authDe from './auth/i18n/de.json';
import authEn from './auth/i18n/en.json';
import challengesAr from './challenges/i18n/ar.json';
import challengesDe from './challenges/i18n/de.json';
import challengesEn from './challenges/i18n/en.json';
import consentAr from './consent/i18n/ar.json';
import consentDe from './consent/i18n/de.json';
import consentEn from './consent/i18n/en.json';
import embedAr from './embed/i18n/ar.json';
import embedDe from './embed/i18n/de.json';
import embedEn from './embed/i18n/en.json';
import eventsAr from './events/i18n/ar.json';
import eventsDe from './events/i18n/de.json';
import eventsEn from './events/i18n/en.json';
import gamificationAr from './gamification/i18n/ar.json';
import gamificationDe from './gamification/i18n/de.json';
import gamificationEn from './gamification/i18n/en.json';
import guestAr from './guest/i18n/ar.json';
import guestDe from './guest/i18n/de.json';
import guestEn from './guest/i18n/en.json';
import impactAr from './impact/i18n/ar.json';
import impactDe from './impact/i18n/de.json';
import impactEn from './impact/i18n/en.json';
import legalAr from './legal/i18n/ar.json';
import legalDe from './legal/i18n/de.json';
import legalEn from './legal/i18n/en.json';
import photosAr from './photos/i18n/ar.json';
import photosDe from './photos/i18n/de.json';
import photosEn from './photos/i18n/en.json';
import profilesAr from './profiles/i18n/ar.json';
import profilesDe from './profiles/i18n/de.json';
import profilesEn from './profiles/i18n/en.json';
import reportsAr from './reports/i18n/ar.json';
import reportsDe from './reports/i18n/de.json';
import reportsEn from './reports/i18n/en.json';
import surveysAr from './surveys/i18n/ar.json';
import surveysDe from './surveys/i18n/de.json';
import surveysEn from './surveys/i18n/en.json';
import tasksAr from './tasks/i18n/ar.json';
import tasksDe from './tasks/i18n/de.json';
import tasksEn from './tasks/i18n/en.json';
import teamsAr from './teams/i18n/ar.json';
import teamsDe from './teams/i18n/de.json';
import teamsEn from './teams/i18n/en.json';

export const ALL_TEXTS: Record<Language, LanguageTexts> = {
  en: {
    common: commonEn,
    account: accountEn,
    actions: actionsEn,
    admin: adminEn,
    areas: areasEn,
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
  ar: {
    common: commonAr,
    account: accountAr,
    actions: actionsAr,
    admin: adminAr,
    areas: areasAr,
    astro: astroAr,
    auth: authAr,
    consent: consentAr,
    embed: embedAr,
    events: eventsAr,
    challenges: challengesAr,
    gamification: gamificationAr,
    guest: guestAr,
    impact: impactAr,
    legal: legalAr,
    photos: photosAr,
    profiles: profilesAr,
    reports: reportsAr,
    surveys: surveysAr,
    tasks: tasksAr,
    teams: teamsAr,
  },
};
