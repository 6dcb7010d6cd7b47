import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { FractionBox } from '../../../shared/face-blur';
import { BlurEditor, BlurPreview } from './BlurEditor';
import { MAX_BOXES, nextBoxId, type BlurBox } from './regions';
import type { FaceCheck } from './use-face-blur';

/** A street scene as a data URL (no server): a pixelated face where the phone blurred it. */
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#8da3b0"/><rect y="200" width="400" height="100" fill="#6d6d6d"/>' +
      '<rect x="80" y="60" width="60" height="70" fill="#c8a48a"/><rect x="80" y="130" width="60" height="90" fill="#1e4f8a"/>' +
      '<rect x="250" y="215" width="90" height="22" fill="#fff"/><rect x="290" y="240" width="30" height="20" fill="#c62828"/></svg>',
  );

/** The editor with its state kept here, as useFaceBlur keeps it (no detector, no canvas). */
function Editor({ check, initial }: { check: FaceCheck; initial: BlurBox[] }) {
  const [boxes, setBoxes] = useState(initial);
  const add = (box: FractionBox): BlurBox | null => {
    if (boxes.length >= MAX_BOXES) return null;
    const made: BlurBox = { ...box, by: 'person', id: nextBoxId(boxes) };
    setBoxes([...boxes, made]);
    return made;
  };
  const blur = {
    check,
    boxes,
    size: check.status === 'undecodable' ? null : { width: 400, height: 300 },
    editable: check.status !== 'undecodable' && check.status !== 'checking',
    busy: check.status === 'checking',
    drawFailed: false,
    full: boxes.length >= MAX_BOXES,
    add,
    remove: (id: number) => setBoxes(boxes.filter((b) => b.id !== id)),
    move: (box: BlurBox) => setBoxes(boxes.map((b) => (b.id === box.id ? box : b))),
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <BlurPreview blur={blur} url={photo} alt="Preview of the photo you chose" />
      <BlurEditor blur={blur} />
    </Stack>
  );
}

const face: BlurBox = { id: 1, by: 'device', x: 0.17, y: 0.16, w: 0.2, h: 0.3 };

const meta = {
  title: 'Photo/BlurEditor',
  component: Editor,
  args: { check: { status: 'done', faces: 1 }, initial: [face] },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FaceFound: Story = {};
export const PaintedPlate: Story = { args: { initial: [face, { id: 2, by: 'person', x: 0.62, y: 0.71, w: 0.24, h: 0.1 }] } };
export const Checking: Story = { args: { check: { status: 'checking' }, initial: [] } };
export const NoFaces: Story = { args: { check: { status: 'done', faces: 0 }, initial: [] } };
export const CouldNotCheck: Story = { args: { check: { status: 'unavailable' }, initial: [] } };
export const CannotShowPhoto: Story = { args: { check: { status: 'undecodable' }, initial: [] } };
