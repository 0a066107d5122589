import { useEffect, useRef } from "react";

/** The home hero's visual: the video when one is configured (poster first), else the illustration alone. */
export function HeroMedia({ videoUrl }: { videoUrl: string | null }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // Browsers may refuse autoplay (data saver, low power): the poster stays, which is fine.
    video.current?.play().catch((err: unknown) => console.info("Lecture automatique de la vidéo bloquée :", err));
  }, []);
  // The jar, the bottle and the bees stand in the right half (x 760–1530): the hero's box is narrower than the drawing,
  // so the crop keeps the right side and the whole height — nothing of them is cut.
  const className = "absolute inset-0 h-full w-full object-cover object-right";
  if (!videoUrl) {
    return <img src="/images/hero.svg" alt="" width={1600} height={900} fetchPriority="high" className={className} />;
  }
  return (
    <video
      ref={video}
      className={className}
      poster="/images/hero.svg"
      width={1600}
      height={900}
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
    >
      <source src={videoUrl} />
    </video>
  );
}
