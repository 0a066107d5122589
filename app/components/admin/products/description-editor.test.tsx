import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DescriptionEditor } from "./description-editor";

const STORED = "<h3>Un miel   rare</h3><p>Le <strong>Sidr</strong>.</p><ul><li>Un</li><li>Deux</li></ul>";
const posted = (container: HTMLElement) =>
  (container.querySelector('input[name="detailedDescription"]') as HTMLInputElement).value;

describe("the description editor", () => {
  it("shows the stored description as blocks and posts it untouched until a block changes", () => {
    const { container } = render(<DescriptionEditor id="d" stored={STORED} />);
    expect((screen.getByLabelText("Bloc 1 : texte") as HTMLTextAreaElement).value).toBe("Un miel rare");
    expect((screen.getByLabelText("Bloc 2 : texte") as HTMLTextAreaElement).value).toBe("Le **Sidr**.");
    expect((screen.getByLabelText("Bloc 3 : type") as HTMLSelectElement).value).toBe("bullets");
    expect(posted(container)).toBe(STORED);
  });

  it("adds, moves, retypes and removes blocks, and posts their HTML", () => {
    const { container } = render(<DescriptionEditor id="d" stored={STORED} />);
    fireEvent.click(screen.getByRole("button", { name: "Ajouter un paragraphe" }));
    fireEvent.change(screen.getByLabelText("Bloc 4 : texte"), { target: { value: "Fin <i>ici</i>" } });
    fireEvent.click(screen.getByRole("button", { name: "Monter le bloc 4" }));
    fireEvent.change(screen.getByLabelText("Bloc 4 : type"), { target: { value: "numbers" } });
    fireEvent.click(screen.getByRole("button", { name: "Supprimer le bloc 2" }));
    expect(screen.getByRole("status").textContent).toBe("Bloc 2 supprimé.");
    expect(posted(container)).toBe(
      "<h3>Un miel rare</h3><p>Fin &lt;i&gt;ici&lt;/i&gt;</p><ol><li>Un</li><li>Deux</li></ol>",
    );
    expect(screen.getByRole("button", { name: "Monter le bloc 1" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Descendre le bloc 3" })).toHaveProperty("disabled", true);
  });
});
