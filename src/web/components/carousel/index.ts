/**
 * The site's one carousel (embla-carousel-react + embla-carousel-autoplay), for every carousel of
 * the site. Usage:
 *
 *   import { Carousel } from '../../components/carousel';
 *
 *   <Carousel
 *     label={t(props.carouselLabel)}             // accessible name of the region (translated)
 *     loop                                       // wrap around at the ends
 *     autoplay={{ delay: 2000 }}                 // or `true` for 4000 ms; pauseOnHover defaults to true
 *     slideClassName="basis-full sm:basis-1/2 twocol:basis-1/3"  // slides per view (Tailwind)
 *     dots                                       // one dot per scroll position
 *     arrows                                     // previous/next over the slides' edges
 *     tone="dark"                                // controls for a navy background (default light)
 *   >
 *     {items.map((item) => <Card key={item.id} {...item} />)}   // each child is one slide
 *   </Carousel>
 *
 * Behaviour (SPEC §4, §9; WAI-ARIA carousel pattern): region with aria-roledescription
 * "carousel", slides as groups labelled "n of m"; drag threshold 10, duration 25; with autoplay a
 * pause/play button comes first, rotation pauses on mouse hover (resumes on leave), while the tab
 * is hidden, stops when keyboard focus enters, and does not start under prefers-reduced-motion.
 * ArrowLeft/ArrowRight scroll, Home/End jump to the first/last slide. The slides are laid out by
 * CSS (flex + basis) before embla starts, so hydrating shifts nothing. Texts: locales/*\/carousel.json.
 */
export { Carousel, type CarouselProps } from './carousel';
