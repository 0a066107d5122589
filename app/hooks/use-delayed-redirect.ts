import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

/** `redirect(path, delay)` goes to `path` after `delay` ms, time enough to read what the page just said. */
export function useDelayedRedirect() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ path: string; delay: number } | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => void navigate(target.path), target.delay);
    return () => clearTimeout(timer);
  }, [target, navigate]);
  return (path: string, delay: number) => setTarget({ path, delay });
}
