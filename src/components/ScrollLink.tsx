import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { SCROLL_OFFSETS } from '../site.ts';
import { scrollToSection } from './scroll.ts';

export interface ScrollLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The id of the section to scroll to. */
  target: string;
  /** Pixels to stop above the section (SCROLL_OFFSETS in src/site.ts). */
  offset?: number;
  /** Where the link leads when the section is not on this page (or without JavaScript). */
  href?: string;
  /** Called after a smooth scroll on this page (the mobile menu closes itself with it). */
  onScrolled?: () => void;
}

/**
 * A link to a section that scrolls there smoothly, stopping `offset` px above it. A real link underneath:
 * without JavaScript, with a modifier key, or when the section is on another page, the browser follows it.
 */
export function ScrollLink({ target, offset = SCROLL_OFFSETS.menu, href, onScrolled, onClick, ...rest }: ScrollLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    if (!scrollToSection(target, offset)) return;
    event.preventDefault();
    // Vike's router listens for link clicks on the document and would jump to the anchor a second time.
    event.stopPropagation();
    onScrolled?.();
  };
  return <a {...rest} href={href ?? `#${target}`} onClick={handleClick} />;
}
