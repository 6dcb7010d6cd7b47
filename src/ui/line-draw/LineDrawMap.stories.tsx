import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { DrawnLine } from './line-draw';
import LineDrawMap, { type LineDrawMapProps } from './LineDrawMap';

/** Shared by the surveys (a route drawn instead of recorded) and the adopted spots (a street): draw a line on a map. */
function Drawing(props: Omit<LineDrawMapProps, 'value' | 'onChange'> & { initial: DrawnLine | null }) {
  const { initial, ...rest } = props;
  const [line, setLine] = useState<DrawnLine | null>(initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <LineDrawMap {...rest} value={line} onChange={setLine} />
      <pre style={{ fontSize: 11 }}>{JSON.stringify(line)}</pre>
    </div>
  );
}

const meta = {
  title: 'UI/LineDrawMap',
  component: Drawing,
  args: {
    initial: null,
    centre: { latitude: 54.3233, longitude: 10.1228 },
    label: 'Draw the route on the map',
    texts: {
      hint: 'Tap the map at each bend of your route, or move the map and add the point under the cross.',
      addAtCentre: 'Add a point at the centre',
      undo: 'Undo the last point',
      clear: 'Clear the route',
      status: (n: number, m: number) => `${n} points, ${Math.round(m)} m`,
      full: 'The route takes no more points.',
    },
  },
} satisfies Meta<typeof Drawing>;
export default meta;

export const Empty: StoryObj<typeof meta> = {};
export const Drawn: StoryObj<typeof meta> = {
  args: { initial: { type: 'LineString', coordinates: [[10.1228, 54.3233], [10.1235, 54.3241], [10.1249, 54.3246]] } },
};
export const Full: StoryObj<typeof meta> = {
  args: { maxPoints: 3, initial: { type: 'LineString', coordinates: [[10.1228, 54.3233], [10.1235, 54.3241], [10.1249, 54.3246]] } },
};
