import { describe, expect, it } from "vitest";
import { heroText } from "./hero-content";

const defaults = {
  title: "Design. Futures. Systems. Made in Africa.",
  subtitle: "We help African organizations imagine, design and lead change.",
  description: "Workshops, facilitation and advisory.",
  buttonText: "Find a Workshop",
  buttonHref: "/en/workshops",
};
const empty = { title: null, subtitle: null, description: null, buttonText: null, buttonUrl: null };

describe("heroText", () => {
  it("shows the defaults when nothing is published", () => {
    expect(heroText(undefined, defaults, "en")).toEqual(defaults);
  });

  it("shows the published text, with the button in the page's language", () => {
    const text = heroText(
      {
        title: "Imagine",
        subtitle: "Sub",
        description: "Desc",
        buttonText: "See the calendar",
        buttonUrl: "/calendar",
      },
      defaults,
      "en",
    );
    expect(text).toEqual({
      title: "Imagine",
      subtitle: "Sub",
      description: "Desc",
      buttonText: "See the calendar",
      buttonHref: "/en/calendar",
    });
  });

  it("falls back field by field for the title and the button, and leaves out an empty description", () => {
    const text = heroText({ ...empty, subtitle: "Only a subtitle", buttonUrl: "javascript:alert(1)" }, defaults, "fr");
    expect(text).toEqual({
      title: defaults.title,
      subtitle: "Only a subtitle",
      description: undefined,
      buttonText: "Find a Workshop",
      buttonHref: "/en/workshops",
    });
  });
});
