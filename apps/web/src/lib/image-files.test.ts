import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@safari/contract';
import { validateFiles } from './image-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const MB5 = 5_242_880;

describe('gallery file checks', () => {
  it('asks for a file when none is selected', () => {
    expect(validateFiles('agent', [])).toEqual([MESSAGES.imageNoFile]);
    expect(validateFiles('experience', [])).toEqual([MESSAGES.imageNoFile]);
  });

  it('agent images: JPEG, PNG or WebP, at most 5 MB (exactly 5 MB passes)', () => {
    expect(validateFiles('agent', [file('a.jpg', 'image/jpeg', MB5), file('b.png', 'image/png'), file('c.webp', 'image/webp')])).toEqual([]);
    expect(validateFiles('agent', [file('anim.gif', 'image/gif'), file('big.jpg', 'image/jpeg', MB5 + 1)])).toEqual([
      MESSAGES.imageInvalidType('anim.gif'),
      MESSAGES.imageTooLarge('big.jpg'),
    ]);
  });

  it('experience images: any image type, at most 5 files of 5 MB each', () => {
    expect(validateFiles('experience', [file('anim.gif', 'image/gif'), file('x.heic', 'image/heic')])).toEqual([]);
    expect(validateFiles('experience', [file('notes.pdf', 'application/pdf'), file('big.png', 'image/png', MB5 + 1)])).toEqual([
      MESSAGES.imageNotAnImage('notes.pdf'),
      MESSAGES.imageTooLarge('big.png'),
    ]);
    expect(validateFiles('experience', Array.from({ length: 6 }, (_, i) => file(`${i}.jpg`, 'image/jpeg')))).toEqual([MESSAGES.imageTooMany]);
  });
});
