import { lazy, memo, Suspense, useEffect, useRef, type ComponentType } from "react";
import { AreasReady } from "~/components/route-translations";
import { isLanguage } from "~/lib/i18n";
import type { Area } from "~/locales/areas";
import { loadAreas } from "~/locales/client";

interface SectionProps {
  id: string;
  labelledBy: string;
  className: string;
}

/**
 * A home page section whose code and locale areas load when it comes within `margin` of the screen
 * (or is touched or focused), not with the page (decision 0006). The server renders it in full, so the
 * HTML holds its text and its links and forms work; in the browser React leaves that HTML in place,
 * not hydrated, until the code has arrived. After a client navigation the section fills in as it nears.
 */
export function deferredSection<P extends object>(
  /** The component itself on the server; `null` in the browser build (see the call sites). */
  eager: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
  areas: readonly Area[],
  margin = "600px",
): ComponentType<P & SectionProps> {
  let release: () => void = () => {};
  const near = new Promise<void>((resolve) => (release = resolve));
  // The section in the page, marked data-hydrated once its code runs (tests and styles can wait for it).
  let section: HTMLElement | null = null;
  let contentMounted = false;
  const markHydrated = () => section?.setAttribute("data-hydrated", "");

  const Lazy = lazy(async () => {
    await near;
    const lang = document.documentElement.lang;
    // The strings download alongside the code; AreasReady then adds them to i18next.
    const [Content] = await Promise.all([load(), isLanguage(lang) ? loadAreas(lang, areas) : undefined]);
    function WithStrings(props: P) {
      useEffect(() => {
        contentMounted = true;
        markHydrated();
        return () => {
          contentMounted = false;
        };
      }, []);
      return (
        <AreasReady areas={areas}>
          <Content {...props} />
        </AreasReady>
      );
    }
    return { default: WithStrings };
  });
  const Inner: ComponentType<P> = eager ?? Lazy;
  // A boundary still waiting for its code must not receive an update: React would hold the whole
  // update (a revalidation after the contact form was sent, say) until it can hydrate it. Loader data
  // is a fresh object after every revalidation, so props are compared by value.
  const Boundary = memo(
    function Boundary(props: P) {
      return (
        <Suspense fallback={null}>
          <Inner {...props} />
        </Suspense>
      );
    },
    (before, after) => JSON.stringify(before) === JSON.stringify(after),
  );

  function DeferredSection({ id, labelledBy, className, ...props }: P & SectionProps) {
    const ref = useRef<HTMLElement>(null);
    // Watches the section in the page (the server's HTML on a first visit, the new one after a navigation).
    useEffect(() => {
      const element = ref.current;
      section = element;
      if (contentMounted) markHydrated(); // the content's effect ran first (code already loaded)
      if (!element || !("IntersectionObserver" in window)) return release();
      const events = ["focusin", "pointerdown", "touchstart"] as const;
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && release(), { rootMargin: margin });
      observer.observe(element);
      for (const type of events) element.addEventListener(type, release, true);
      return () => {
        observer.disconnect();
        for (const type of events) element.removeEventListener(type, release, true);
      };
    }, []);
    return (
      <section ref={ref} id={id} aria-labelledby={labelledBy} className={className}>
        <Boundary {...(props as P)} />
      </section>
    );
  }
  return DeferredSection;
}
