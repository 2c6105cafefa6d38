import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { LIMITS } from '@safari/contract';

/**
 * The fixed header's behaviour (spec §2): 'scrolled' once the page moved at all; hidden while scrolling down
 * well past the header, shown again on any upward scroll; body top padding equal to the measured height.
 */
export function useHeaderBehaviour(ref: RefObject<HTMLElement | null>, pinned: boolean) {
  const [scrolled, setScrolled] = useState(false);
  const [visible, setVisible] = useState(true);

  // Layout effect: the padding must be in place before the first paint or the page would jump.
  useLayoutEffect(() => {
    const el = ref.current;
    const apply = () => {
      const h = el?.getBoundingClientRect().height;
      document.body.style.paddingTop = `${h && h > 0 ? Math.round(h) : LIMITS.headerFallbackHeight}px`;
    };
    apply();
    const observer = typeof ResizeObserver !== 'undefined' && el ? new ResizeObserver(apply) : null;
    if (el) observer?.observe(el);
    return () => {
      observer?.disconnect();
      document.body.style.paddingTop = '';
    };
  }, [ref]);

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        setScrolled(y > 0);
        const height = ref.current?.offsetHeight ?? LIMITS.headerFallbackHeight;
        // A small dead zone avoids flicker from trackpad jitter.
        if (y < height * 2 || y < lastY - 4) setVisible(true);
        else if (y > lastY + 4) setVisible(false);
        lastY = y;
      });
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref]);

  return { scrolled, visible: visible || pinned };
}
