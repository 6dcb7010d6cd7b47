/**
 * The ONE place for every published number the impact estimate uses (docs/impact.md explains the
 * method and cites each entry). Nothing else in the code may hold a climate or mass factor.
 *
 * `confirmed` records how the number was checked when it was written down:
 * - 'secondary': the value was found quoted from the named publication by another public page or
 *   public code (named in `checkedVia`), not read in the publication itself. Re-check it against
 *   the publication before relying on it for anything beyond a game estimate.
 * - 'primary': read in the publication itself.
 * Factors we could not confirm are NOT here; the action types that would need them report no
 * climate impact (see docs/impact.md, "What we do not count").
 */

export interface PublishedFactor {
  /** The number as published, in `unit`. */
  value: number;
  unit: string;
  /** The same number in kg CO2e (or kg) per base unit of the action type that uses it. */
  perBaseUnit: number;
  baseUnit: string;
  source: string;
  publisher: string;
  /** Edition / year of the publication the value belongs to. */
  year: string;
  /** The exact table, row or section the value comes from. */
  table: string;
  url: string;
  confirmed: 'primary' | 'secondary';
  checkedVia: string;
}

/** Exact unit definitions (no source needed beyond the definition). */
export const EXACT = {
  /** International avoirdupois pound (1959 international yard and pound agreement). */
  KG_PER_LB: 0.45359237,
  /** US short ton = 2000 lb. */
  KG_PER_SHORT_TON: 907.18474,
  /** International mile. */
  KM_PER_MILE: 1.609344,
  KG_PER_METRIC_TON: 1000,
} as const;

/**
 * UK Government GHG Conversion Factors for Company Reporting 2024 (DESNZ), sheet 'Business travel-
 * land', total kg CO2e column (CO2 + CH4 + N2O, AR5 GWPs). The car is per vehicle-km, every public
 * transport mode per passenger-km. Public transport credits the car minus the mode (docs/impact.md).
 */
function desnz2024(value: number, unit: string, row: string, cells: string): PublishedFactor {
  return {
    value,
    unit,
    perBaseUnit: value,
    baseUnit: 'km',
    source: 'Greenhouse gas reporting: conversion factors 2024 (UK Government GHG Conversion Factors for Company Reporting), full set, file version 1.1',
    publisher: 'UK Department for Energy Security and Net Zero (DESNZ)',
    year: '2024',
    table: `Sheet 'Business travel- land', ${row}, column 'kg CO2e' (${cells})`,
    url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024',
    confirmed: 'secondary',
    checkedVia: `themisiqco/themisiq lib/emissionFactors/defraTravel2024.json, generated from ghg-conversion-factors-2024-full_set__for_advanced_users__v1_1.xlsx with the sheet, row and cells of each value (${cells})`,
  };
}

const DESNZ_2024_LAND = {
  /** The car a public transport trip replaces: average size, fuel unknown, driven by the person alone. */
  ukAverageCarUnknownFuel: desnz2024(0.16691, 'kg CO2e per km (vehicle), average car, unknown fuel', "'Cars (by size)', row 'Average car', fuel 'Unknown'", 'X53'),
  ukAverageLocalBus: desnz2024(0.10846, 'kg CO2e per passenger.km, average local bus', "'Bus', row 'Average local bus'", 'D81'),
  ukCoach: desnz2024(0.02717, 'kg CO2e per passenger.km, coach', "'Bus', row 'Coach'", 'D82'),
  ukNationalRail: desnz2024(0.03546, 'kg CO2e per passenger.km, national rail', "'Rail', row 'National rail'", 'D87'),
  ukLightRailTram: desnz2024(0.0286, 'kg CO2e per passenger.km, light rail and tram', "'Rail', row 'Light rail and tram'", 'D89'),
  ukUnderground: desnz2024(0.0278, 'kg CO2e per passenger.km, London Underground', "'Rail', row 'London Underground'", 'D90'),
} as const;

const tPerShortTonToKgPerKg = (t: number) => (t * EXACT.KG_PER_METRIC_TON) / EXACT.KG_PER_SHORT_TON;

export const FACTORS = {
  /** Recycling instead of landfilling, mixed recyclables. */
  recyclingVsLandfill: {
    value: 2.89,
    unit: 'metric tons CO2e avoided per short ton of waste recycled instead of landfilled',
    perBaseUnit: tPerShortTonToKgPerKg(2.89),
    baseUnit: 'kg',
    source: 'Greenhouse Gas Equivalencies Calculator: Calculations and References (values derived from the Waste Reduction Model, WARM)',
    publisher: 'U.S. Environmental Protection Agency',
    year: 'edition current in 2024 (WARM-based); the 2019 edition, based on WARM v15, listed 2.94',
    table: 'Section "Tons of waste recycled instead of landfilled" (also used by "Garbage trucks of waste recycled instead of landfilled": 2.89 x 7 t = 20.23 t CO2e per truck)',
    url: 'https://www.epa.gov/energy/greenhouse-gas-equivalencies-calculator-calculations-and-references',
    confirmed: 'secondary',
    checkedVia:
      'WA Department of Agriculture WaCSEshiny R/fct_ghgEq.R (divides by 2.89 for "waste", 20.23 for "trash" trucks); the older 2.94 value and its WARM v15 citation quoted on a public copy of the EPA page',
  },
  /** Net emissions of composting itself (a sink in WARM). We credit only the sink, not avoided landfill methane. */
  compostingNet: {
    value: 0.2,
    unit: 'metric tons CO2e removed per short ton composted (WARM composting factor: -0.20)',
    perBaseUnit: tPerShortTonToKgPerKg(0.2),
    baseUnit: 'kg',
    source: 'Waste Reduction Model (WARM) documentation, Composting chapter: net composting emission factor',
    publisher: 'U.S. Environmental Protection Agency',
    year: 'WARM v15 documentation (the breakdown quoted is 0.02 collection/transport + 0.02 turning - 0.07 soil carbon storage - 0.17 humus = -0.20)',
    table: 'Composting chapter, net emission factor for food waste / yard trimmings (sum of the four components)',
    url: 'https://www.epa.gov/warm/documentation-chapters-greenhouse-gas-emission-energy-and-economic-factors-used-waste-reduction',
    confirmed: 'secondary',
    checkedVia: 'aeyd.io user guide "Environmental Impact", which quotes the WARM composting components and the -0.20 total',
  },
  /** One urban tree seedling grown for 10 years. */
  urbanTree10Years: {
    value: 0.060,
    unit: 'metric tons CO2 sequestered per urban tree seedling grown for 10 years (0.0604935136 unrounded)',
    perBaseUnit: 0.0604935136 * EXACT.KG_PER_METRIC_TON,
    baseUnit: 'trees',
    source: 'Greenhouse Gas Equivalencies Calculator: Calculations and References, "Number of urban tree seedlings grown for 10 years"',
    publisher: 'U.S. Environmental Protection Agency (based on U.S. Forest Service urban tree growth data)',
    year: 'edition current in 2024',
    table: 'Section "Number of urban tree seedlings grown for 10 years" (metric ton CO2 per urban tree planted)',
    url: 'https://www.epa.gov/energy/greenhouse-gas-equivalencies-calculator-calculations-and-references',
    confirmed: 'secondary',
    checkedVia:
      'WA Department of Agriculture WaCSEshiny R/fct_ghgEq.R (divides by 0.0604935136 for "seedling"); Orange County NC grant application citing 0.060 t CO2 per tree over a 10-year growth period',
  },
  /** Average passenger vehicle, per mile driven. */
  passengerVehiclePerMile: {
    value: 3.93e-4,
    unit: 'metric tons CO2e per mile driven by an average gasoline-powered passenger vehicle',
    perBaseUnit: (3.93e-4 * EXACT.KG_PER_METRIC_TON) / EXACT.KM_PER_MILE,
    baseUnit: 'km',
    source: 'Greenhouse Gas Equivalencies Calculator: Calculations and References, "Miles driven by the average gasoline-powered passenger vehicle"',
    publisher: 'U.S. Environmental Protection Agency',
    year: '2024 edition (8.89e-3 t CO2 per gallon, 22.8 mpg, CO2 share 0.994)',
    table: 'Section "Miles driven by the average gasoline-powered passenger vehicle"',
    url: 'https://www.epa.gov/energy/greenhouse-gas-equivalencies-calculator-calculations-and-references',
    confirmed: 'secondary',
    checkedVia: 'finfocus Go package internal/greenops (EPAMilesDrivenFactor = 0.393 kg CO2e/mile, "EPA reference: 3.93 x 10^-4 metric tons/mile", 2024 edition)',
  },
  ...DESNZ_2024_LAND,
} as const satisfies Record<string, PublishedFactor>;

export interface PublishedQuantity {
  value: number;
  unit: string;
  source: string;
  publisher: string;
  year: string;
  table: string;
  url: string;
  confirmed: 'primary' | 'secondary';
  checkedVia: string;
}

/** Published quantities used to convert units and to judge what one person typically does. */
export const QUANTITIES = {
  /** 2016 International Coastal Cleanup totals: 8,346,055 kg and 13,840,398 items. */
  litterKgPerItem: {
    value: 8_346_055 / 13_840_398,
    unit: 'kg per litter item (average over all items collected)',
    source: 'International Coastal Cleanup 2017 Report ("Together for our ocean"), 2016 totals',
    publisher: 'Ocean Conservancy',
    year: '2017 report, 2016 cleanup data',
    table: 'Global totals: people 504,583; pounds 18,399,900; kilograms 8,346,055; total items 13,840,398',
    url: 'https://oceanconservancy.org/trash-free-seas/international-coastal-cleanup/annual-data-release/',
    confirmed: 'secondary',
    checkedVia: 'a public copy of the 2017 ICC report (City of Atlantic Beach document archive) with the totals quoted above',
  },
  /** The average International Coastal Cleanup volunteer collects 22 pounds. */
  cleanupKgPerVolunteer: {
    value: 22 * EXACT.KG_PER_LB,
    unit: 'kg of trash collected by the average volunteer at one cleanup (22 lb)',
    source: 'International Coastal Cleanup 2020 Report ("We are team ocean"), message from the CEO',
    publisher: 'Ocean Conservancy',
    year: '2020 report, 2019 cleanup data',
    table: 'Opening message: "The average volunteer collects 22 pounds of trash"',
    url: 'https://oceanconservancy.org/trash-free-seas/international-coastal-cleanup/annual-data-release/',
    confirmed: 'secondary',
    checkedVia: 'a public copy of the 2020 ICC report (docslib.org)',
  },
} as const satisfies Record<string, PublishedQuantity>;
