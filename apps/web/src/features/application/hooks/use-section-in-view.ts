import { useEffect, useState } from 'react';
import { sectionElementId } from '../components/sections';

/**
 * The section being read, for the navigator's `aria-current`: of the first `sectionsShown` sections, the last one
 * crossing a band just under the app bar and the navigator (a section whose start has come up into the band, or one
 * that a jump brought there while the end of the one before is still in it). Every section's state is kept between
 * callbacks, since a callback names only the sections that changed: after a jump it can report the section left
 * behind as entering, with the new one, then only as leaving.
 */
export function useSectionInView(sectionsShown: number): number {
  const [inView, setInView] = useState(1);
  useEffect(() => {
    const crossing = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const number = Number((entry.target as HTMLElement).dataset.section);
          if (entry.isIntersecting) crossing.add(number);
          else crossing.delete(number);
        }
        if (crossing.size) setInView(Math.max(...crossing));
      },
      { rootMargin: '-140px 0px -60% 0px' },
    );
    for (let number = 1; number <= sectionsShown; number++) {
      const element = document.getElementById(sectionElementId(number));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sectionsShown]);
  return inView;
}
