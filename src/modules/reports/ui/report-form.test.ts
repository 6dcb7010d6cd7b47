import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../client/test-i18n';
import { HELD_PHOTO_MESSAGE, PHOTO_TOO_LARGE } from '../../photos/contract';
import { REPORT_MESSAGES } from '../schemas';
import { ApiError } from '../../../client/api';
import { checkFields, checkPhoto, toFormData, toSubmission, uploadErrorBody } from './report-form';
import { rememberBlurRegions } from '../../../client/photo/faces/upload-regions';
import { parseBlurRegions } from '../../photos/schemas';

describe('report form', () => {
  it('sends the regions the photo was blurred in on the phone as blurRegions (issue 39), none for a photo not blurred here', () => {
    const blurred = new File(['x'], 'IMG_1.jpg', { type: 'image/jpeg' });
    const regions = [
      { x: 0.1, y: 0.2, w: 0.3, h: 0.3, by: 'device' as const },
      { x: 0.5, y: 0.6, w: 0.2, h: 0.1, by: 'person' as const },
    ];
    rememberBlurRegions(blurred, regions);
    const data = toFormData(toSubmission('u1', 'Park', null), blurred);
    expect(parseBlurRegions(data.get('blurRegions'))).toEqual(regions);
    expect(data.get('image')).toBeInstanceOf(File);
    expect(toFormData(toSubmission('u1', 'Park', null), new File(['x'], 'other.jpg')).has('blurRegions')).toBe(false);
  });

  it('sends the spec submission fields, with coordinates only when known', () => {
    expect(toSubmission('u1', '  Marktplatz 1 ', null)).toEqual({
      userId: 'u1',
      imageUrl: 'placeholder',
      location: 'Marktplatz 1',
      wasteType: 'Mixed',
      estimatedEffort: 15,
      priority: 'medium',
      reward: 10,
    });
    const withGps = toSubmission('u1', '', { latitude: 51.5, longitude: 11.9, accuracy: 5, source: 'gps' });
    const data = toFormData(withGps, new File(['x'], 'trash.jpg', { type: 'image/jpeg' }));
    expect([...data.keys()]).toEqual(['userId', 'imageUrl', 'location', 'latitude', 'longitude', 'wasteType', 'estimatedEffort', 'priority', 'reward', 'image']);
    expect(data.get('latitude')).toBe('51.5');
    expect((data.get('image') as File).name).toBe('trash.jpg');
    expect(toFormData(toSubmission('u1', 'x', null), new File(['x'], 'a.png')).has('latitude')).toBe(false);
  });

  it('requires location text or coordinates with the server schema', () => {
    expect(checkFields(toSubmission('u1', ' ', null))).toBe('locationRequired');
    expect(checkFields(toSubmission('u1', 'x'.repeat(301), null))).toBe('locationTooLong');
    expect(checkFields(toSubmission('u1', 'Marktplatz', null))).toBeNull();
    expect(checkFields(toSubmission('u1', '', { latitude: 1, longitude: 2, accuracy: null, source: 'suggestion' }))).toBeNull();
  });

  it('sends the photo’s EXIF time and position as form fields, which also place a report without text or GPS (issue 23)', () => {
    const exif = { takenAt: '2026-11-20T14:30:00.000Z', latitude: 51.4828, longitude: 11.9697 };
    const fields = toSubmission('u1', '', null, null, exif);
    const data = toFormData(fields, new File(['x'], 'IMG_1.jpg', { type: 'image/jpeg' }));
    expect([data.get('exifTakenAt'), data.get('exifLatitude'), data.get('exifLongitude')]).toEqual(['2026-11-20T14:30:00.000Z', '51.4828', '11.9697']);
    expect(data.has('latitude')).toBe(false);
    expect(checkFields(fields)).toBeNull();
    expect(checkFields(toSubmission('u1', '', null, null, { takenAt: exif.takenAt }))).toBe('locationRequired');
    expect(toFormData(toSubmission('u1', 'x', null), new File(['x'], 'a.png')).has('exifTakenAt')).toBe(false);
  });

  it('sends the litter tags as JSON text, which the offline queue keeps like any text field (issue 24)', async () => {
    const tags = [{ category: 'soft_drinks', item: 'soft_drinks.can', material: null, brand: 'Red Bull', count: 3 }];
    const fields = { ...toSubmission('u1', 'Park', null), tags };
    expect(checkFields(fields)).toBeNull();
    const data = toFormData(fields, new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    expect(JSON.parse(String(data.get('tags')))).toEqual(tags);
    const { formParts } = await import('../../../client/offline/submit');
    expect((await formParts(data)).fields).toContainEqual(['tags', JSON.stringify(tags)]);
    expect(checkFields({ ...fields, tags: [{ ...tags[0]!, count: 0 }] })).not.toBeNull();
  });

  it('pre-checks the photo type and the 15 MB limit', () => {
    const f = (type: string, size = 100, name = 'p') => ({ type, size, name });
    expect(checkPhoto(f('image/jpeg'))).toBeNull();
    expect(checkPhoto(f('image/webp'))).toBeNull();
    expect(checkPhoto(f('application/pdf'))).toBe('notImage');
    // Issue 23: iPhone photos, converted on the server when the browser cannot scale them.
    expect(checkPhoto(f('image/heic'))).toBeNull();
    expect(checkPhoto(f('image/heif'))).toBeNull();
    expect(checkPhoto(f('', 100, 'IMG_1.HEIC'))).toBeNull();
    expect(checkPhoto(f('image/gif'))).toBe('unsupported');
    expect(checkPhoto(f('', 100, 'notes.txt'))).toBe('notImage');
    expect(checkPhoto(f('', 100, 'photo.jpg'))).toBeNull();
    expect(checkPhoto(f('image/jpeg', 15 * 1024 * 1024))).toBeNull();
    expect(checkPhoto(f('image/jpeg', 15 * 1024 * 1024 + 1))).toBe('tooLarge');
  });

  it('reads the error JSON of a failed upload, not HTML', () => {
    expect(uploadErrorBody(new ApiError(413, '', '{"error":"Too big","code":"PHOTO_TOO_LARGE"}'))).toEqual({ error: 'Too big', code: 'PHOTO_TOO_LARGE' });
    expect(uploadErrorBody(new ApiError(502, 'Bad Gateway', '<html>'))).toBeNull();
    expect(uploadErrorBody(new TypeError('Network request failed'))).toBeNull();
  });

  it('quotes the spec and server texts verbatim in English', () => {
    const t = createTestI18n('en').getFixedT('en', 'reports');
    expect(t('validation.missingPhotoTitle')).toBe(REPORT_MESSAGES.missingPhotoTitle);
    expect(t('validation.missingPhoto')).toBe(REPORT_MESSAGES.missingPhoto);
    expect(t('validation.locationRequiredTitle')).toBe(REPORT_MESSAGES.locationRequiredTitle);
    expect(t('validation.locationRequired')).toBe(REPORT_MESSAGES.locationRequired);
    expect(t('photo.tooLarge')).toBe(PHOTO_TOO_LARGE.message);
    expect(t('success.held')).toBe(HELD_PHOTO_MESSAGE);
    expect(t('title')).toBe('Report Trash');
    expect(t('subtitle')).toBe('Take a photo and add location details');
    expect(t('location.getLocation')).toBe('Tap to get location');
    expect(t('location.permissionDeniedTitle')).toBe('Location Permission Denied');
    expect(t('location.permissionDenied')).toBe('Please enable location services in your browser settings.');
    expect(t('location.errorTitle')).toBe('Location Error');
    expect(t('location.error')).toBe('Could not get your location. Please try again or enter address manually.');
    expect(t('submit.idle')).toBe('Submit trash report');
    expect(t('submit.uploading')).toBe('Uploading report...');
    expect(t('success.title')).toBe('Success!');
    expect(t('success.continue')).toBe('Continue');
    expect(t('failure.title')).toBe('Upload Failed');
    expect(t('failure.cancel')).toBe('Cancel');
    expect(t('failure.retry')).toBe('Try Again');
    expect(t('failure.fallback')).toBe('Failed to submit report. Please check your connection and try again.');
  });

  it('quotes the address field texts verbatim in English', async () => {
    const { GEOCODER_UNAVAILABLE_MESSAGE } = await import('../../geocoding/contract');
    const t = createTestI18n('en').t;
    expect(t('address.label')).toBe('Location');
    expect(t('address.useGps')).toBe('Use GPS');
    expect(t('address.hint')).toBe('Type at least 3 characters to see suggestions');
    expect(t('address.unavailable')).toBe(GEOCODER_UNAVAILABLE_MESSAGE);
  });
});
