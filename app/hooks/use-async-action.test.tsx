import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAsyncAction } from "./use-async-action";

const messageOf = (err: unknown) => (err instanceof Error ? err.message : "Une erreur est survenue");

describe("useAsyncAction", () => {
  it("is busy while the work runs, and not afterwards", async () => {
    const { result } = renderHook(() => useAsyncAction(messageOf));
    let finish = () => undefined as void;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current).toMatchObject({ busy: false, error: null });
  });

  it("shows the failure as its error, and clears it on the next run", async () => {
    const { result } = renderHook(() => useAsyncAction(messageOf, "Erreur du serveur"));
    expect(result.current.error).toBe("Erreur du serveur");
    await act(() =>
      result.current.run(() => {
        throw new Error("Email ou mot de passe incorrect.");
      }),
    );
    expect(result.current).toMatchObject({ busy: false, error: "Email ou mot de passe incorrect." });
    await act(() => result.current.run(async () => undefined));
    expect(result.current.error).toBeNull();
  });

  it("submits a form without the browser's own post", async () => {
    const { result } = renderHook(() => useAsyncAction(messageOf));
    let prevented = false;
    let ran = false;
    await act(async () => {
      result.current.onSubmit(async () => {
        ran = true;
      })({ preventDefault: () => (prevented = true) } as never);
      await Promise.resolve();
    });
    expect({ prevented, ran }).toEqual({ prevented: true, ran: true });
  });
});
