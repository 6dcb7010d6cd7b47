/** Birth dates: real calendar dates, ages and the date-of-birth picker's years (spec section 3). Isomorphic. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return Number.isInteger(year) && Number.isInteger(month) && Number.isInteger(day) && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Full years between a birth date and today (both YYYY-MM-DD or dates in UTC). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  let age = today.getUTCFullYear() - birth.year;
  const m = today.getUTCMonth() + 1;
  if (m < birth.month || (m === birth.month && today.getUTCDate() < birth.day)) age--;
  return age;
}

export const MIN_AGE = 13;
export const MIN_BIRTH_YEAR = 1920;

/** Year options of the date-of-birth picker: current year - 13 down to 1920. */
export function birthYearOptions(today: Date): number[] {
  const years: number[] = [];
  for (let y = today.getUTCFullYear() - MIN_AGE; y >= MIN_BIRTH_YEAR; y--) years.push(y);
  return years;
}
