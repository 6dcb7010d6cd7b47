// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import L from 'leaflet';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../client/test-fetch';
import { renderWithProviders } from '../../../client/test-utils';
import { AdoptSpotForm } from './AdoptSpotForm';
import SpotPickerMap from './SpotPickerMap';

afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByLabelText<HTMLInputElement>(name);

describe('the adopt form’s map', () => {
  it('a tap on the map picks the point', async () => {
    stubFetch({ 'GET /api/config': {} });
    const onPick = vi.fn();
    let map: L.Map | null = null;
    renderWithProviders(<SpotPickerMap centre={{ latitude: 50.94, longitude: 6.96 }} spot={null} onPick={onPick} onMap={(m) => void (map = m)} />);
    await screen.findByRole('region', { name: 'Map: tap to place the spot’s centre' });
    await waitFor(() => expect(map).not.toBeNull());
    act(() => void map!.fire('click', { latlng: L.latLng(50.9412, 6.9582) }));
    expect(onPick).toHaveBeenCalledWith({ latitude: 50.9412, longitude: 6.9582 });
  });

  it('‘Use the map’s centre’ fills the place (keyboard users), the circle shows the radius and the slider changes it within 25 to 500 m', async () => {
    stubFetch({ 'GET /api/config': {} });
    const { container } = renderWithProviders(<AdoptSpotForm initial={{ latitude: '', longitude: '' }} />);
    const useCentre = await screen.findByRole('button', { name: 'Use the map’s centre' });
    expect(container.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(0);
    await waitFor(() => expect((useCentre as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(useCentre);
    expect(field(/^Latitude/).value).toBe('51.48280');
    expect(field(/^Longitude/).value).toBe('11.96970');
    // The spot's circle and its centre.
    await waitFor(() => expect(container.querySelectorAll('.leaflet-overlay-pane path')).toHaveLength(2));

    const slider = screen.getByRole('slider', { name: 'Radius in metres' });
    expect(slider.getAttribute('aria-valuetext')).toBe('100 metres');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(field(/^Radius in metres \(/).value).toBe('105');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(field(/^Radius in metres \(/).value).toBe('500');
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(field(/^Radius in metres \(/).value).toBe('25');
  });
});
