import { useRef, useState } from 'react';
import { photoProblem, type PhotoProblem } from './photo-checks';
import { needsShrinking } from './shrink-plan';
import { shrinkPhoto } from './shrink-photo';

export interface PhotoChoice {
  /** The photo to send: the chosen file, or its scaled-down copy when it was over the cap. */
  file: File | null;
  problem: PhotoProblem | null;
  /** True while an oversized photo is being scaled down. */
  shrinking: boolean;
  choose: (chosen: File | null) => void;
  clear: () => void;
}

/**
 * The single-file choice of a form with a plain file input: checked like every picker, and a JPEG, PNG or
 * WebP over the cap scaled down to fit instead of refused (phone cameras routinely exceed it).
 */
export function usePhotoChoice(): PhotoChoice {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [shrinking, setShrinking] = useState(false);
  // Only the latest choice may land: a slow scale-down of an earlier file must not replace it.
  const latest = useRef(0);

  const choose = (chosen: File | null) => {
    const turn = (latest.current += 1);
    const found = chosen ? photoProblem(chosen) : null;
    setProblem(found);
    setShrinking(false);
    if (!chosen || found || !needsShrinking(chosen)) return setFile(found ? null : chosen);
    setFile(null);
    setShrinking(true);
    shrinkPhoto(chosen)
      .then((small) => turn === latest.current && setFile(small))
      .catch(() => turn === latest.current && setProblem('photoTooLarge'))
      .finally(() => turn === latest.current && setShrinking(false));
  };

  return { file, problem, shrinking, choose, clear: () => choose(null) };
}
