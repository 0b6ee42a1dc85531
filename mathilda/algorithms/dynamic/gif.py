"""Animated GIF from PNG frames, with Pillow (which matplotlib brings): frames of
different sizes are centred on a white canvas of the largest size; the animation loops."""

import io

__all__ = ["gif_bytes"]


def gif_bytes(pngs, interval_ms):
    """The bytes of a looping GIF of the PNG byte strings ``pngs``, ``interval_ms`` per
    frame."""
    from PIL import Image
    images = []
    for data in pngs:
        with Image.open(io.BytesIO(data)) as im:
            im = im.convert("RGBA")
            flat = Image.new("RGB", im.size, (255, 255, 255))
            flat.paste(im, mask=im.split()[3])
            images.append(flat)
    w = max(im.size[0] for im in images)
    h = max(im.size[1] for im in images)
    frames = []
    for im in images:
        if im.size != (w, h):
            canvas = Image.new("RGB", (w, h), (255, 255, 255))
            canvas.paste(im, ((w - im.size[0]) // 2, (h - im.size[1]) // 2))
            im = canvas
        frames.append(im.quantize(colors=255, method=Image.Quantize.MEDIANCUT))
    out = io.BytesIO()
    frames[0].save(out, format="GIF", save_all=True, append_images=frames[1:],
                   duration=int(interval_ms), loop=0, disposal=1)
    return out.getvalue()
