/**
 * Whether the side menu animates its groups. A group the user opens or closes slides; one that
 * opens or closes because another tab came to the front (the menu follows the tab's item)
 * changes at once: the slide would restyle the menu on every frame of the switch. The user's
 * choice holds until the selected item next changes.
 */
import type { MenuProps } from 'antd';
import { useCallback, useState } from 'react';

/** A motion without a name: rc-motion then shows and hides at once. */
export const NO_MOTION: NonNullable<MenuProps['motion']> = {};

export function useMenuMotion(selectedId: string | undefined): {
  motion: MenuProps['motion'];
  /** Call when the user opens or closes a group. */
  userToggled: () => void;
} {
  const [animated, setAnimated] = useState(false);
  const [animatedFor, setAnimatedFor] = useState(selectedId);
  // Adjusted while rendering, so the render that follows a tab already has the motion off.
  if (animatedFor !== selectedId) {
    setAnimatedFor(selectedId);
    setAnimated(false);
  }
  const userToggled = useCallback(() => setAnimated(true), []);
  // undefined: antd's own slide.
  return { motion: animated ? undefined : NO_MOTION, userToggled };
}
