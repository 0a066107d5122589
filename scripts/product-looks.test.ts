import { describe, expect, it } from "vitest";
import { catalogSeed } from "../server/modules/catalog/seed-data";
import { honeyColour, honeyTexture, isLineShape, ORIGIN_TONES, originTone } from "./product-looks";
import { honeyJar, honeyLooks, perfume, PERFUMES } from "./generate-images";

const looks = honeyLooks();
const look = (id: string) => looks.get(id)!;
/** The honey's own fill in its picture: the body's gradient's middle stop. */
const bodyStops = (svg: string) => [...svg.matchAll(/<linearGradient id="jh"[^>]*>(.*?)<\/linearGradient>/g)][0]?.[1];

describe("honeyColour and honeyTexture", () => {
  it("draws the colour and texture the catalogue writes, and refuses a colour it does not know", () => {
    expect(honeyColour("Ambre doré", "#000000")).not.toBe(honeyColour("Blanc ivoire", "#000000"));
    expect(honeyColour(undefined, "#123456")).toBe("#123456");
    expect(() => honeyColour("Vert fluo", "#000000")).toThrow(/Vert fluo/);
    expect(honeyTexture("Fluide et soyeuse")).toBe("liquid");
    expect(honeyTexture("Crémeuse, à tartiner")).toBe("creamy");
    expect(honeyTexture("Épaisse et dense")).toBe("thick");
    expect(honeyTexture(undefined)).toBeNull();
  });

  it("knows every colour the catalogue writes, and gives every origin of the catalogue its own tone", () => {
    for (const honey of catalogSeed.honeys) {
      const couleur = honey.detail?.characteristics.couleur;
      if (couleur) expect(() => honeyColour(couleur, "#000000"), honey.id).not.toThrow();
    }
    const countries = new Set(catalogSeed.honeys.map((h) => h.country));
    for (const country of countries) expect(ORIGIN_TONES[country], country).toBeDefined();
    expect(new Set([...countries].map(originTone)).size).toBe(countries.size);
  });
});

describe("the honeys' pictures", () => {
  it("fills two honeys of different colours differently, each with its catalogue colour", () => {
    const sidr = honeyJar(look("sidr_malaki_yemen"));
    const blanc = honeyJar(look("blanc_kirghizstan"));
    expect(bodyStops(sidr)).toContain(honeyColour("Ambre doré", ""));
    expect(bodyStops(blanc)).not.toContain(honeyColour("Ambre doré", ""));
    expect(bodyStops(sidr)).not.toBe(bodyStops(blanc));
  });

  it("draws the texture: fine grain for a creamy honey, none for a liquid one; the country on the label", () => {
    const creamy = honeyJar(look("blanc_kirghizstan"));
    const liquid = honeyJar(look("fleur_oman"));
    expect(look("blanc_kirghizstan").texture).toBe("creamy");
    expect(look("fleur_oman").texture).toBe("liquid");
    expect(creamy).toMatch(/<g fill="#fff" opacity=".35"><circle/);
    expect(liquid).not.toMatch(/<g fill="#fff" opacity=".35"><circle/);
    expect(honeyJar(look("sidr_malaki_yemen"))).toContain(">YÉMEN</text>");
    expect(liquid).toContain(">OMAN</text>");
  });

  it("gives every honey a different picture, sized, light, on a backdrop without a circle", () => {
    const pictures = [...looks.values()].map(honeyJar);
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg [^>]*width="600" height="600"/);
      expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(4096);
      expect(svg).not.toContain('r="215"');
    }
  });
});

describe("the perfumes' bottles", () => {
  it("cuts Mr.H's bottles straight and Mme.H's curved, and draws each perfume differently", () => {
    const bottles = Object.values(PERFUMES);
    for (const bottle of bottles) expect(isLineShape(bottle.line, bottle.shape), bottle.name).toBe(true);
    expect(bottles.some((b) => b.line === "Mme.H" && isLineShape("Mr.H", b.shape))).toBe(false);
    expect(new Set(bottles.map((b) => perfume(b))).size).toBe(bottles.length);
  });
});
