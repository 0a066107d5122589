import { describe, expect, it } from "vitest";
import { countOf, listOf, plural } from "./french-plural";

describe("French plurals", () => {
  it("keeps the singular for 0 and 1 and takes the plural from 2", () => {
    expect(countOf(0, "bon")).toBe("0 bon");
    expect(countOf(1, "remboursé")).toBe("1 remboursé");
    expect(countOf(2, "remboursé")).toBe("2 remboursés");
    expect(countOf(12, "article")).toBe("12 articles");
  });

  it("takes an irregular plural when given", () => {
    expect(plural(1, "bon de 10 € gagné", "bons de 10 € gagnés")).toBe("bon de 10 € gagné");
    expect(countOf(3, "journal", "journaux")).toBe("3 journaux");
    expect(countOf(1, "journal", "journaux")).toBe("1 journal");
  });

  it("agrees a fractional number under 2 in the singular, as French does (« 1,5 kilo »)", () => {
    expect(plural(1.5, "kilo")).toBe("kilo");
    expect(plural(2.5, "kilo")).toBe("kilos");
  });
});

describe("French lists", () => {
  it("joins with commas and the last word after « et » or « ou », no Oxford comma", () => {
    expect(listOf(["Yémen", "Oman", "France"])).toBe("Yémen, Oman et France");
    expect(listOf(["BTC", "ETH"], "ou")).toBe("BTC ou ETH");
    expect(listOf(["France"])).toBe("France");
    expect(listOf([])).toBe("");
  });
});
