import Slide, { type SlideProps } from '@mui/material/Slide';
import { useForkRef } from '@mui/material/utils';
import { cloneElement, useState, type CSSProperties, type ReactElement, type Ref } from 'react';

type Child = ReactElement<{ style?: CSSProperties; ref?: Ref<HTMLElement> }>;

/**
 * The phone navigation's slide. MUI's Slide measures its hidden child as soon as it mounts, to
 * park it off screen: with the drawer kept mounted, that was a layout of the whole page in the
 * middle of the portal's first render on every phone start. Until the drawer first opens, its
 * paper is only hidden (as Slide hides it); from the first opening on, Slide animates it, and
 * measures then, when the person asked for it.
 */
export function OverlaySlide({ ref, ...props }: SlideProps & { ref?: Ref<HTMLElement> }) {
  const [opened, setOpened] = useState(Boolean(props.in));
  if (props.in && !opened) setOpened(true);
  const child = props.children as Child;
  const hiddenRef = useForkRef(child.props.ref, ref);
  if (opened) return <Slide ref={ref} {...props} />;
  return cloneElement(child, {
    ref: hiddenRef,
    style: { ...child.props.style, visibility: 'hidden' },
  });
}
