import { describe, expect, it } from 'vitest';
import MuiMonetizationOn from '@mui/icons-material/MonetizationOn';
import MuiPerson from '@mui/icons-material/Person';
import MuiStar from '@mui/icons-material/Star';
import MuiTaskAlt from '@mui/icons-material/TaskAlt';
import MuiTranslate from '@mui/icons-material/Translate';
import { iconDrawing as drawing } from '../../test-icons';
import { MonetizationOnIcon, PersonIcon, StarIcon, TaskAltIcon, TranslateIcon } from './shell-icons';

describe('The header’s plain icons', () => {
  it.each([
    ['Star', StarIcon, MuiStar],
    ['TaskAlt', TaskAltIcon, MuiTaskAlt],
    ['MonetizationOn', MonetizationOnIcon, MuiMonetizationOn],
    ['Translate', TranslateIcon, MuiTranslate],
    ['Person', PersonIcon, MuiPerson],
  ])('draw %s as @mui/icons-material does, hidden from screen readers', (_name, Plain, Mui) => {
    const plain = drawing(Plain);
    expect(plain.d).toBeTruthy();
    expect(plain).toEqual(drawing(Mui));
  });
});
