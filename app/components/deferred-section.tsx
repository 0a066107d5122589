import { Component, type ComponentType, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { announceChangedFields } from "#app/lib/typed-before-hydration";
import type * as handoverModule from "./section-handover";
import type { SectionState } from "./section-handover";

type Handover = typeof handoverModule;

/**
 * When a section's script is wanted (decision 121): `near`, when the section comes within a quarter screen of view or
 * at the visitor's first wheel turn; `navigation`, for a section without any behaviour, only when another page may
 * have to render it. Both at the visitor's first tap, key or history move elsewhere on the page, before a
 * navigation could leave the page. A tap or key inside the section is left to the server's HTML: its links and
 * details work as they are.
 */
export type SectionWanted = "near" | "navigation";

function whenWanted(section: Element, wanted: SectionWanted): Promise<void> {
  return new Promise((resolve) => {
    const events = ["pointerdown", "keydown", "popstate", ...(wanted === "near" ? ["wheel"] : [])];
    const elsewhere = (event: Event) => {
      if (!(event.target instanceof Node && section.contains(event.target))) done();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: "25% 0px",
    });
    const done = () => {
      observer.disconnect();
      for (const event of events) window.removeEventListener(event, elsewhere, true);
      resolve();
    };
    if (wanted === "near") observer.observe(section);
    for (const event of events) window.addEventListener(event, elsewhere, true);
  });
}

/** The loads of every section defined by the route modules read so far (each loads once). */
const sectionLoads: (() => Promise<unknown>)[] = [];

/**
 * On the server: resolves once every deferred section's module is read, so a page renders them whole. Not begun when
 * a route module is read: a test that imports one for its loader would leave the imports running past its end.
 */
export async function sectionsReady(): Promise<void> {
  await Promise.all(sectionLoads.map((load) => load()));
}

/** Whether this render is the page's hydration: the root marks <html> once it is done (root.tsx). */
function hydrating(): boolean {
  return typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated");
}

/**
 * A section of a page that the server renders with its component and whose script the browser fetches only when the
 * section nears the screen (decision 121). The server reads every section's module before rendering a page
 * (`sectionsReady`, in entry.server.tsx). Until then the browser keeps the server's HTML as it came, readable, its
 * links, details and fields working; then React renders the component in its place (the same markup), given what was
 * typed, chosen, opened and focused in the server's. Not a Suspense boundary: React would drop a dehydrated
 * boundary's HTML at the first change of a context above it. For sections without a control that needs React at
 * once: a button in one does nothing until the section's script has come.
 */
export function deferredSection<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  wanted: SectionWanted = "near",
): ComponentType<P> & { load: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  // On the server, every section is read before the first page (sectionsReady); in the browser, a route module
  // evaluated after the first page's hydration is a navigation's: its sections are shown at once.
  sectionLoads.push(loadOnce);
  if (typeof document !== "undefined" && !hydrating()) void loadOnce();

  function DeferredSection(props: P) {
    // Rendered by the server before sectionsReady(): an empty section would go out unseen.
    if (!loaded && typeof document === "undefined") throw Error(name);
    const [Section, setSection] = useState(() => loaded);
    // The server's HTML, kept as it is while hydrating; empty in a navigation (the section shows once loaded).
    const [serverHtml] = useState(() =>
      Section || !hydrating() ? "" : (document.querySelector(`[data-deferred="${name}"]`)?.innerHTML ?? ""),
    );
    // A section without behaviour keeps the server's HTML for as long as it shows the same thing (its props are the
    // loader's data: compared as JSON, the hydration's written once).
    const [hydratedJson] = useState(() => (wanted === "navigation" ? JSON.stringify(props) : ""));
    const kept = serverHtml && (wanted === "navigation" ? JSON.stringify(props) === hydratedJson : !Section);
    const wrapper = useRef<HTMLDivElement>(null);
    // The handover's module, fetched with the section's when the server's HTML is to go (`near` sections).
    const [handover, setHandover] = useState<Handover | null>(null);
    useEffect(() => {
      const element = wrapper.current;
      if (Section || !element) return;
      let live = true;
      // Not under a finger: a tap begun on the server's HTML ends there (its click dispatched) before the swap.
      let pressed = false;
      let released: (() => void) | undefined;
      const down = () => (pressed = true);
      const up = () =>
        setTimeout(() => {
          pressed = false;
          released?.();
        });
      const presses = [
        ["pointerdown", down],
        ["pointerup", up],
        ["pointercancel", up],
      ] as const;
      for (const [event, listener] of presses) element.addEventListener(event, listener, true);
      void (serverHtml ? whenWanted(element, wanted) : Promise.resolve())
        .then(() => Promise.all([loadOnce(), wanted === "near" && serverHtml ? import("./section-handover") : null]))
        .then(async ([component, handover]) => {
          if (pressed) await new Promise<void>((done) => (released = done));
          if (!live) return;
          setHandover(handover);
          setSection(() => component);
        });
      return () => {
        live = false;
        for (const [event, listener] of presses) element.removeEventListener(event, listener, true);
      };
    }, [Section, serverHtml]);
    const Rendered = kept ? null : Section;
    // A visitor who typed in the server's HTML, or tabbed into it, keeps their text and place.
    return (
      <HandOver wrapper={wrapper} handover={Rendered ? handover : null}>
        {Rendered ? (
          // `data-rendered`: React's own elements now, which the browser tests wait for before reading styles. Not in
          // the server's HTML: a hydration keeps the server's attributes, and the mark would then be there from the start.
          <div ref={wrapper} data-deferred={name} data-rendered={typeof document === "undefined" ? undefined : ""}>
            <Rendered {...props} />
          </div>
        ) : (
          <div
            ref={wrapper}
            data-deferred={name}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: kept ? serverHtml : "" }}
          />
        )}
      </HandOver>
    );
  }
  // `load`: a route's clientLoader can wait for its sections, so a navigation renders them whole at once.
  return Object.assign(DeferredSection, { load: loadOnce });
}

/**
 * Reads what the visitor did in the server's HTML in the very commit that replaces it (React's snapshot before the
 * DOM changes), and gives it to the new elements just after: no task runs between the two, so a letter typed while
 * React was rendering the section is not lost (read earlier, before the render, it was: seen in the browser tests).
 */
class HandOver extends Component<{
  wrapper: RefObject<HTMLDivElement | null>;
  handover: Handover | null;
  children: ReactNode;
}> {
  override getSnapshotBeforeUpdate(previous: HandOver["props"]): SectionState | null {
    const { wrapper, handover } = this.props;
    return handover && !previous.handover && wrapper.current ? handover.stateOf(wrapper.current) : null;
  }

  override componentDidUpdate(_props: unknown, _state: unknown, state: SectionState | null) {
    const { wrapper, handover } = this.props;
    if (state && handover && wrapper.current) handover.giveBack(wrapper.current, state, announceChangedFields);
  }

  override render() {
    return this.props.children;
  }
}
