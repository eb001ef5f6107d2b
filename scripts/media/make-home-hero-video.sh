#!/bin/sh
# Renders the home hero video and its poster (docs/decisions/043-home-hero-video.md) with Debian's
# ffmpeg 5.1: drifting navy/blue light fields, a warm accent and flowing thin lines. Every term is
# periodic in 10 s, so the loop has no seam. Slow (geq): several minutes on two cores.
set -e
cd "$(dirname "$0")/../.."
TMP=$(mktemp -d)
P='(2*PI*T/10)'
B1="exp(-(pow(X/W-0.28-0.14*sin($P),2)+pow(Y/H-0.42-0.18*cos($P),2))/0.06)"
B2="exp(-(pow(X/W-0.78-0.10*cos($P),2)+pow(Y/H-0.62-0.14*sin(2*$P),2))/0.05)"
B3="exp(-(pow(X/W-0.62-0.22*sin($P+1),2)+pow(Y/H-0.28-0.10*cos($P+1),2))/0.012)"
L="pow(0.5+0.5*sin(46*Y/H+5*sin(3.2*X/W+$P)+2*sin($P)),40)*(0.35+0.65*X/W)"
ffmpeg -y -hide_banner -loglevel error -f lavfi -i "nullsrc=s=640x360:r=25:d=10,format=gbrp" \
  -vf "geq=r='10+28*$B1+22*$B2+150*$B3+40*$L':g='20+50*$B1+40*$B2+50*$B3+60*$L':b='48+110*$B1+90*$B2+10*$B3+90*$L',scale=1280:720:flags=bicubic,format=yuv420p" \
  -c:v libx264 -preset slow -crf 30 -an "$TMP/raw.mp4"
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.mp4" -c:v copy -movflags +faststart public/video/home-hero.mp4
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.mp4" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 \
  -deadline good -cpu-used 4 -an public/video/home-hero.webm
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.mp4" -frames:v 1 -c:v libwebp -quality 72 public/images/home/hero-poster.webp
ffmpeg -y -hide_banner -loglevel error -i "$TMP/raw.mp4" -frames:v 1 -q:v 5 public/images/home/hero-poster.jpg
rm -rf "$TMP"
