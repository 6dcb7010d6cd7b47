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
import commonFr from '../client/i18n/fr.json';
import commonEs from '../client/i18n/es.json';
import commonEn from '../client/i18n/en.json';
import commonIt from '../client/i18n/it.json';
import commonPl from '../client/i18n/pl.json';
import actionsAr from './actions/i18n/ar.json';
import actionsDe from './actions/i18n/de.json';
import actionsFr from './actions/i18n/fr.json';
import actionsEs from './actions/i18n/es.json';
import actionsEn from './actions/i18n/en.json';
import actionsIt from './actions/i18n/it.json';
import actionsPl from './actions/i18n/pl.json';
import adminAr from './admin/i18n/ar.json';
import adminDe from './admin/i18n/de.json';
import adminFr from './admin/i18n/fr.json';
import adminEs from './admin/i18n/es.json';
import adminEn from './admin/i18n/en.json';
import adminIt from './admin/i18n/it.json';
import adminPl from './admin/i18n/pl.json';
import adoptionsDe from './adoptions/i18n/de.json';
import adoptionsEn from './adoptions/i18n/en.json';
import adoptionsFr from './adoptions/i18n/fr.json';
import adoptionsEs from './adoptions/i18n/es.json';
import adoptionsIt from './adoptions/i18n/it.json';
import adoptionsNl from './adoptions/i18n/nl.json';
import adoptionsPl from './adoptions/i18n/pl.json';
import adoptionsAr from './adoptions/i18n/ar.json';
import areasAr from './areas/i18n/ar.json';
import areasDe from './areas/i18n/de.json';
import areasFr from './areas/i18n/fr.json';
import areasEs from './areas/i18n/es.json';
import areasEn from './areas/i18n/en.json';
import areasIt from './areas/i18n/it.json';
import areasPl from './areas/i18n/pl.json';
import astroAr from './astro/i18n/ar.json';
import astroDe from './astro/i18n/de.json';
import astroFr from './astro/i18n/fr.json';
import astroEs from './astro/i18n/es.json';
import astroEn from './astro/i18n/en.json';
import astroIt from './astro/i18n/it.json';
import astroPl from './astro/i18n/pl.json';
import authAr from './auth/i18n/ar.json';
import authDe from './auth/i18n/de.json';
import authFr from './auth/i18n/fr.json';
import authEs from './auth/i18n/es.json';
import authEn from './auth/i18n/en.json';
import authIt from './auth/i18n/it.json';
import authPl from './auth/i18n/pl.json';
import challengesAr from './challenges/i18n/ar.json';
import challengesDe from './challenges/i18n/de.json';
import challengesFr from './challenges/i18n/fr.json';
import challengesEs from './challenges/i18n/es.json';
import challengesEn from './challenges/i18n/en.json';
import challengesIt from './challenges/i18n/it.json';
import challengesPl from './challenges/i18n/pl.json';
import consentAr from './consent/i18n/ar.json';
import consentDe from './consent/i18n/de.json';
import consentFr from './consent/i18n/fr.json';
import consentEs from './consent/i18n/es.json';
import consentEn from './consent/i18n/en.json';
import consentIt from './consent/i18n/it.json';
import consentPl from './consent/i18n/pl.json';
import embedAr from './embed/i18n/ar.json';
import embedDe from './embed/i18n/de.json';
import embedFr from './embed/i18n/fr.json';
import embedEs from './embed/i18n/es.json';
import embedEn from './embed/i18n/en.json';
import embedIt from './embed/i18n/it.json';
import embedPl from './embed/i18n/pl.json';
import eventsAr from './events/i18n/ar.json';
import eventsDe from './events/i18n/de.json';
import eventsFr from './events/i18n/fr.json';
import eventsEs from './events/i18n/es.json';
import eventsEn from './events/i18n/en.json';
import eventsIt from './events/i18n/it.json';
import eventsPl from './events/i18n/pl.json';
import gamificationAr from './gamification/i18n/ar.json';
import gamificationDe from './gamification/i18n/de.json';
import gamificationFr from './gamification/i18n/fr.json';
import gamificationEs from './gamification/i18n/es.json';
import gamificationEn from './gamification/i18n/en.json';
import gamificationIt from './gamification/i18n/it.json';
import gamificationPl from './gamification/i18n/pl.json';
import guestAr from './guest/i18n/ar.json';
import guestDe from './guest/i18n/de.json';
import guestFr from './guest/i18n/fr.json';
import guestEs from './guest/i18n/es.json';
import guestEn from './guest/i18n/en.json';
import guestIt from './guest/i18n/it.json';
import guestPl from './guest/i18n/pl.json';
import legalAr from './legal/i18n/ar.json';
import legalDe from './legal/i18n/de.json';
import legalFr from './legal/i18n/fr.json';
import legalEs from './legal/i18n/es.json';
import legalEn from './legal/i18n/en.json';
import legalIt from './legal/i18n/it.json';
import legalPl from './legal/i18n/pl.json';
import open311De from './open311/i18n/de.json';
import open311En from './open311/i18n/en.json';
import open311Fr from './open311/i18n/fr.json';
import open311Es from './open311/i18n/es.json';
import open311It from './open311/i18n/it.json';
import open311Nl from './open311/i18n/nl.json';
import open311Pl from './open311/i18n/pl.json';
import open311Ar from './open311/i18n/ar.json';
import photosAr from './photos/i18n/ar.json';
import photosDe from './photos/i18n/de.json';
import photosFr from './photos/i18n/fr.json';
import photosEs from './photos/i18n/es.json';
import photosEn from './photos/i18n/en.json';
import photosIt from './photos/i18n/it.json';
import photosPl from './photos/i18n/pl.json';
import profilesAr from './profiles/i18n/ar.json';
import profilesDe from './profiles/i18n/de.json';
import profilesFr from './profiles/i18n/fr.json';
import profilesEs from './profiles/i18n/es.json';
import profilesEn from './profiles/i18n/en.json';
import profilesIt from './profiles/i18n/it.json';
import profilesPl from './profiles/i18n/pl.json';
import reportsAr from './reports/i18n/ar.json';
import reportsDe from './reports/i18n/de.json';
import reportsFr from './reports/i18n/fr.json';
import reportsEs from './reports/i18n/es.json';
import reportsEn from './reports/i18n/en.json';
import reportsIt from './reports/i18n/it.json';
import reportsPl from './reports/i18n/pl.json';
import tasksAr from './tasks/i18n/ar.json';
import tasksDe from './tasks/i18n/de.json';
import tasksFr from './tasks/i18n/fr.json';
import tasksEs from './tasks/i18n/es.json';
import tasksEn from './tasks/i18n/en.json';
import tasksIt from './tasks/i18n/it.json';
import tasksPl from './tasks/i18n/pl.json';
import teamsAr from './teams/i18n/ar.json';
import teamsDe from './teams/i18n/de.json';
import teamsFr from './teams/i18n/fr.json';
import teamsEs from './teams/i18n/es.json';
import teamsEn from './teams/i18n/en.json';
import teamsIt from './teams/i18n/it.json';
import commonNl from '../client/i18n/nl.json';
import actionsNl from './actions/i18n/nl.json';
import adminNl from './admin/i18n/nl.json';
import areasNl from './areas/i18n/nl.json';
import astroNl from './astro/i18n/nl.json';
import authNl from './auth/i18n/nl.json';
import challengesNl from './challenges/i18n/nl.json';
import consentNl from './consent/i18n/nl.json';
import embedNl from './embed/i18n/nl.json';
import eventsNl from './events/i18n/nl.json';
import gamificationNl from './gamification/i18n/nl.json';
import guestNl from './guest/i18n/nl.json';
import legalNl from './legal/i18n/nl.json';
import photosNl from './photos/i18n/nl.json';
import profilesNl from './profiles/i18n/nl.json';
import reportsNl from './reports/i18n/nl.json';
import tasksNl from './tasks/i18n/nl.json';
import teamsNl from './teams/i18n/nl.json';
import teamsPl from './teams/i18n/pl.json';

// One language a block, several namespaces a line (the file stays under 300 lines with eight languages).
export const ALL_TEXTS: Record<Language, LanguageTexts> = {
  en: {
    common: commonEn, actions: actionsEn, admin: adminEn, areas: areasEn, adoptions: adoptionsEn, astro: astroEn, auth: authEn, consent: consentEn,
    embed: embedEn, events: eventsEn, challenges: challengesEn, gamification: gamificationEn, guest: guestEn, legal: legalEn, photos: photosEn,
    profiles: profilesEn, reports: reportsEn, open311: open311En, tasks: tasksEn, teams: teamsEn
  },
  de: {
    common: commonDe, actions: actionsDe, admin: adminDe, areas: areasDe, adoptions: adoptionsDe, astro: astroDe, auth: authDe, consent: consentDe,
    embed: embedDe, events: eventsDe, challenges: challengesDe, gamification: gamificationDe, guest: guestDe, legal: legalDe, photos: photosDe,
    profiles: profilesDe, reports: reportsDe, open311: open311De, tasks: tasksDe, teams: teamsDe
  },
  fr: {
    common: commonFr, actions: actionsFr, admin: adminFr, adoptions: adoptionsFr, areas: areasFr, astro: astroFr, auth: authFr, consent: consentFr,
    embed: embedFr, events: eventsFr, challenges: challengesFr, gamification: gamificationFr, guest: guestFr, legal: legalFr, photos: photosFr,
    profiles: profilesFr, reports: reportsFr, open311: open311Fr, tasks: tasksFr, teams: teamsFr
  },
  es: {
    common: commonEs, actions: actionsEs, admin: adminEs, adoptions: adoptionsEs, areas: areasEs, astro: astroEs, auth: authEs, consent: consentEs,
    embed: embedEs, events: eventsEs, challenges: challengesEs, gamification: gamificationEs, guest: guestEs, legal: legalEs, photos: photosEs,
    profiles: profilesEs, reports: reportsEs, open311: open311Es, tasks: tasksEs, teams: teamsEs
  },
  it: {
    common: commonIt, actions: actionsIt, admin: adminIt, adoptions: adoptionsIt, areas: areasIt, astro: astroIt, auth: authIt, consent: consentIt,
    embed: embedIt, events: eventsIt, challenges: challengesIt, gamification: gamificationIt, guest: guestIt, legal: legalIt, photos: photosIt,
    profiles: profilesIt, reports: reportsIt, open311: open311It, tasks: tasksIt, teams: teamsIt
  },
  nl: {
    common: commonNl, actions: actionsNl, admin: adminNl, adoptions: adoptionsNl, areas: areasNl, astro: astroNl, auth: authNl, consent: consentNl,
    embed: embedNl, events: eventsNl, challenges: challengesNl, gamification: gamificationNl, guest: guestNl, legal: legalNl, photos: photosNl,
    profiles: profilesNl, reports: reportsNl, open311: open311Nl, tasks: tasksNl, teams: teamsNl
  },
  pl: {
    common: commonPl, actions: actionsPl, admin: adminPl, adoptions: adoptionsPl, areas: areasPl, astro: astroPl, auth: authPl, consent: consentPl,
    embed: embedPl, events: eventsPl, challenges: challengesPl, gamification: gamificationPl, guest: guestPl, legal: legalPl, photos: photosPl,
    profiles: profilesPl, reports: reportsPl, open311: open311Pl, tasks: tasksPl, teams: teamsPl
  },
  ar: {
    common: commonAr, actions: actionsAr, admin: adminAr, adoptions: adoptionsAr, areas: areasAr, astro: astroAr, auth: authAr, consent: consentAr,
    embed: embedAr, events: eventsAr, challenges: challengesAr, gamification: gamificationAr, guest: guestAr, legal: legalAr, photos: photosAr,
    profiles: profilesAr, reports: reportsAr, open311: open311Ar, tasks: tasksAr, teams: teamsAr
  },
};
