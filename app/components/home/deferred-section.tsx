import { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { useFetchers, useLocation, useNavigation } from "react-router";
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
 * (or is touched or focused), not with the page (decision 0007). The server renders it in full, so the
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
  // The section in the page (data-deferred), marked data-hydrated once its code runs (tests and styles can wait for it).
  let section: HTMLElement | null = null;
  let contentMounted = false;
  const markHydrated = () => {
    section?.setAttribute("data-hydrated", "");
    if (section) section.style.minHeight = "";
  };

  const Lazy = lazy(async () => {
    await near;
    const lang = document.documentElement.lang;
    // The strings download alongside the code; AreasReady then adds them to the page's translations.
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
    // A router update (a link to #team, the contact form's submission, a navigation) reaches the section's
    // content through React Router's contexts; React holds such an update until a waiting boundary has
    // hydrated. So the router's first move loads the code at once (during this render: the update it
    // belongs to may itself be held), instead of waiting for the visitor to scroll near the section.
    const location = useLocation();
    const navigation = useNavigation();
    const fetchers = useFetchers();
    const [firstLocation] = useState(location.key);
    if (
      location.key !== firstLocation ||
      navigation.state !== "idle" ||
      fetchers.some((fetcher) => fetcher.state !== "idle")
    )
      release();
    // Watches the section in the page (the server's HTML on a first visit, the new one after a navigation).
    useEffect(() => {
      const element = ref.current;
      section = element;
      if (contentMounted) markHydrated(); // the content's effect ran first (code already loaded)
      // If an urgent router update reaches the content before its code has arrived, React replaces the
      // server's HTML with the (empty) fallback until it does: keeping the section's height meanwhile
      // keeps the page from jumping (and a link to #team from landing in the wrong place).
      const keepHeight = () => {
        if (!element || contentMounted) return;
        element.style.minHeight = "";
        element.style.minHeight = `${element.offsetHeight}px`;
      };
      if (!contentMounted) keepHeight();
      window.addEventListener("resize", keepHeight);
      if (!element || !("IntersectionObserver" in window)) {
        release();
        return () => window.removeEventListener("resize", keepHeight);
      }
      const events = ["focusin", "pointerdown", "touchstart"] as const;
      const observer = new IntersectionObserver(
        (entries) => entries.some((entry) => entry.isIntersecting) && release(),
        { rootMargin: margin },
      );
      observer.observe(element);
      for (const type of events) element.addEventListener(type, release, true);
      return () => {
        window.removeEventListener("resize", keepHeight);
        observer.disconnect();
        for (const type of events) element.removeEventListener(type, release, true);
      };
    }, []);
    return (
      <section ref={ref} id={id} data-deferred aria-labelledby={labelledBy} className={className}>
        <Boundary {...(props as P)} />
      </section>
    );
  }
  return DeferredSection;
}
