/** Client-side checks before any image upload is sent (the portal's galleries, the admin tool) (agent-side.md §5 and §9); the server checks again. */
import { MESSAGES, UPLOAD_LIMITS } from '@safari/contract';

export type GalleryKind = 'agent' | 'experience';

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** Every problem with the selection, in the order the files were picked; empty when it may be uploaded. */
export function validateFiles(kind: GalleryKind, files: readonly FileLike[]): string[] {
  if (files.length === 0) return [MESSAGES.imageNoFile];
  if (kind === 'experience' && files.length > UPLOAD_LIMITS.experienceFiles) return [MESSAGES.imageTooMany];
  const problems: string[] = [];
  for (const f of files) {
    if (kind === 'agent' && !(UPLOAD_LIMITS.agentMimeTypes as readonly string[]).includes(f.type)) problems.push(MESSAGES.imageInvalidType(f.name));
    else if (kind === 'experience' && !f.type.startsWith('image/')) problems.push(MESSAGES.imageNotAnImage(f.name));
    if (f.size > UPLOAD_LIMITS.fileBytes) problems.push(MESSAGES.imageTooLarge(f.name));
  }
  return problems;
}

/** What the file picker offers: the three agent types, or any image for experiences (§9). */
export const acceptFor = (kind: GalleryKind) => (kind === 'agent' ? UPLOAD_LIMITS.agentMimeTypes.join(',') : 'image/*');
