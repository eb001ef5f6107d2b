import { useTranslation } from 'react-i18next';
import type { VideoHeroProps } from '../../../generated/content-types';
import { CtaLink } from '../../components/cta-link';
import { BareSectionFrame } from '../../components/section-frame';
import { Eyebrow, SectionTitle } from '../../components/section-heading';
import type { SectionComponentProps } from '../section-definition';
import { useBackgroundVideo } from './use-background-video';
import { VideoToggle } from './video-toggle';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Full-screen opening: poster picture, muted looping video over it, heading and calls to action. */
export function VideoHero({ props }: SectionComponentProps<VideoHeroProps>) {
  const { t } = useTranslation();
  const { videoRef, playing, toggle, onPlay, onPause } = useBackgroundVideo();
  const { webm, mp4, posterWebp, posterJpeg, width, height } = props.video;
  return (
    <BareSectionFrame
      tone="dark"
      className="relative isolate flex min-h-svh items-center overflow-hidden"
    >
      {/* The poster is real HTML and paints first; the video covers it once frames arrive. */}
      <picture>
        <source srcSet={posterWebp} type="image/webp" />
        <img
          src={posterJpeg}
          alt=""
          width={width}
          height={height}
          fetchPriority="high"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
          data-testid="hero-poster"
        />
      </picture>
      <video
        ref={videoRef}
        className="absolute inset-0 -z-20 h-full w-full object-cover"
        poster={posterWebp}
        width={width}
        height={height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        onPlay={onPlay}
        onPause={onPause}
        data-testid="hero-video"
      >
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      {/* Keeps white text above 4.5:1 wherever the video is brightest. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/95 via-navy-950/75 to-navy-950/30"
      />
      {/* First in the tab order as it is first on screen (top right): stopping the motion
          comes before reading on. */}
      <VideoToggle playing={playing} onToggle={toggle} />
      {/* Top padding: clear of the pause button (top-5, 44 px). The larger bottom padding lifts
          the text above the fixed 4rem bottom bar that covers the hero's foot. */}
      <div className="mx-auto w-full max-w-content px-5 pt-28 pb-40 twocol:py-36">
        <div className="max-w-2xl">
          <Eyebrow text={props.eyebrow} className="mb-4 text-orange-200" />
          <SectionTitle className="text-[2rem] font-bold leading-[1.1] tracking-tight text-balance min-[360px]:text-4xl sm:text-5xl twocol:text-6xl">
            <BreakableText text={t(props.title, WITH_BREAK_POINTS)} />
          </SectionTitle>
          {props.subtitle && (
            <p className="mt-6 max-w-xl text-lg text-slate-200 twocol:text-xl">
              <BreakableText text={t(props.subtitle, WITH_BREAK_POINTS)} />
            </p>
          )}
          <div className="mt-10 flex flex-wrap gap-3">
            <CtaLink cta={props.cta} />
            {props.secondaryCta && <CtaLink cta={props.secondaryCta} className="btn-on-dark" />}
          </div>
        </div>
      </div>
    </BareSectionFrame>
  );
}
