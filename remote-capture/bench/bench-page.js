/**
 * Runs inside Chromium (served by run-bench.mjs). Generates camera-like inputs on a canvas, then
 * times three ways of meeting spec §5 (≤ 1280 px, JPEG ≤ 500 KB, quality 0.9 → 0.1):
 *   ours  — the built remote's image worker (resize on decode, predictive quality search)
 *   naive — the spec's loop on the main thread: full-size decode, draw at 1280, toBlob 0.9, 0.8, …
 *   bic   — browser-image-compression 2.0.2 in its web worker, same limits, JPEG output
 *   floor — decode only, in a worker, the fastest way the browser offers (JPEG: WebCodecs
 *           ImageDecoder at the N/8 scale our pipeline uses; PNG: ImageDecoder at full size).
 *           No method can finish before its decode, so bic ÷ floor is the best ratio possible.
 * and records the longest main-thread task (PerformanceObserver 'longtask') during each run.
 */
(() => {
  // This file runs in Chromium; the repository lints .js as Node, so the page's globals come from
  // globalThis (inside a function: top-level consts may not shadow window's own properties).
  const {
    document,
    location,
    HTMLCanvasElement,
    OffscreenCanvas,
    Image,
    Worker,
    Blob,
    URL,
    createImageBitmap,
    imageCompression,
  } = globalThis;

  const LIMITS = {
    maxDimension: 1280,
    targetBytes: 500 * 1024,
    qualityStart: 0.9,
    qualityStep: 0.1,
    qualityFloor: 0.1,
  };

  const longTasks = [];
  new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask' });

  function longestTaskDuring(start, end) {
    const overlapping = longTasks.filter((task) => task.startTime < end && task.startTime + task.duration > start);
    return overlapping.reduce((max, task) => Math.max(max, task.duration), 0);
  }

  /** Gradient, translucent shapes and sensor-like grain: compresses like a detailed photo. */
  async function makeInput(spec) {
    const { width, height, type, quality } = spec;
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    const sky = ctx.createLinearGradient(0, 0, width, height);
    sky.addColorStop(0, '#3b5b7a');
    sky.addColorStop(1, '#e8c9a0');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, width, height);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 600; i += 1) {
      ctx.fillStyle = `hsla(${random() * 360}, 45%, ${30 + random() * 40}%, 0.35)`;
      ctx.beginPath();
      ctx.arc(random() * width, random() * height, 10 + random() * width * 0.08, 0, Math.PI * 2);
      ctx.fill();
    }
    // Grain per pixel, or per block of `detail` pixels: texture that survives the downscale
    // (gravel, foliage, fabric) and so still needs the quality search at 1280 px.
    const block = spec.detail ?? 1;
    const blockNoise = new Float32Array(Math.ceil(width / block) * Math.ceil(height / block)).map(
      () => (random() - 0.5) * (spec.grain ?? 60),
    );
    const columns = Math.ceil(width / block);
    for (let y = 0; y < height; y += 256) {
      const rows = Math.min(256, height - y);
      const image = ctx.getImageData(0, y, width, rows);
      for (let p = 0; p < image.data.length; p += 4) {
        const pixel = p / 4;
        const grain =
          block === 1
            ? (random() - 0.5) * (spec.grain ?? 60)
            : blockNoise[
                Math.floor((y + Math.floor(pixel / width)) / block) * columns + Math.floor((pixel % width) / block)
              ];
        image.data[p] += grain;
        image.data[p + 1] += grain;
        image.data[p + 2] += grain;
      }
      ctx.putImageData(image, 0, y);
    }
    const blob = await canvas.convertToBlob({ type, quality });
    return new File([blob], `input.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
  }

  let worker;
  let nextId = 1;
  function ours(file) {
    worker ??= new Worker('/worker.js', { name: 'compress-worker' });
    const id = nextId++;
    return new Promise((resolve, reject) => {
      worker.onmessage = ({ data }) =>
        data.id !== id ? undefined : data.ok ? resolve(data.result) : reject(new Error(data.error.message));
      worker.postMessage({ id, file, limits: LIMITS });
    });
  }

  // Decode and nothing else. The JPEG scale is the one our pipeline asks for (smallest N/8 that
  // still covers 1280 px); decoding is entropy-bound, so smaller scales are barely faster.
  const FLOOR_WORKER = `self.onmessage = async ({ data: { file, width, height } }) => {
    const longest = Math.max(width, height);
    const n = Math.min(8, Math.ceil((1280 * 8) / longest));
    const scaled = file.type === 'image/jpeg' && n < 8
      ? { desiredWidth: Math.ceil((width * n) / 8), desiredHeight: Math.ceil((height * n) / 8) }
      : {};
    const data = await file.arrayBuffer();
    const decoder = new ImageDecoder({ data, type: file.type, ...scaled });
    const { image } = await decoder.decode();
    const size = { width: image.displayWidth, height: image.displayHeight };
    image.close();
    decoder.close();
    self.postMessage(size);
  };`;
  let floorWorker;
  function floor(file, spec) {
    floorWorker ??= new Worker(URL.createObjectURL(new Blob([FLOOR_WORKER], { type: 'text/javascript' })));
    return new Promise((resolve, reject) => {
      floorWorker.onmessage = ({ data }) => resolve({ blob: { size: 0 }, encodes: 0, ...data });
      floorWorker.onerror = (event) => reject(new Error(event.message));
      floorWorker.postMessage({ file, width: spec.width, height: spec.height });
    });
  }

  async function naive(file) {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.src = url;
    await image.decode();
    URL.revokeObjectURL(url);
    const scale = Math.min(1, LIMITS.maxDimension / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.naturalWidth * scale);
    canvas.height = Math.round(image.naturalHeight * scale);
    canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
    let quality = 0.9;
    let encodes = 0;
    for (;;) {
      const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      encodes += 1;
      if (blob.size <= LIMITS.targetBytes || quality <= 0.1 + 1e-9)
        return { blob, encodes, width: canvas.width, height: canvas.height, quality };
      quality = Math.round((quality - 0.1) * 10) / 10;
    }
  }

  const BIC_OPTIONS = { maxSizeMB: 500 / 1024, maxWidthOrHeight: 1280, fileType: 'image/jpeg', initialQuality: 0.9 };

  async function bic(file) {
    const blob = await imageCompression(file, {
      ...BIC_OPTIONS,
      useWebWorker: true,
      libURL: `${location.origin}/bic.js`,
    });
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return { blob, encodes: null, ...size };
  }

  /** browser-image-compression's encode count, from an untimed main-thread run with canvas encoders counted. */
  async function bicEncodes(file) {
    let count = 0;
    const wrap = (proto, name) => {
      const original = proto[name];
      proto[name] = function counted(...args) {
        count += 1;
        return original.apply(this, args);
      };
      return () => (proto[name] = original);
    };
    const restore = [
      wrap(HTMLCanvasElement.prototype, 'toBlob'),
      wrap(HTMLCanvasElement.prototype, 'toDataURL'),
      wrap(OffscreenCanvas.prototype, 'convertToBlob'),
    ];
    try {
      await imageCompression(file, { ...BIC_OPTIONS, useWebWorker: false });
    } finally {
      restore.forEach((undo) => undo());
    }
    return count;
  }

  const METHODS = { ours, naive, bic, floor };

  async function timeRun(method, file, spec) {
    await new Promise((resolve) => setTimeout(resolve, 50)); // let earlier long tasks settle
    const start = performance.now();
    const result = await METHODS[method](file, spec);
    const end = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 50)); // long-task entries arrive asynchronously
    return {
      ms: end - start,
      longestTask: longestTaskDuring(start, end),
      bytes: result.blob.size ?? result.blob,
      encodes: result.encodes,
      width: result.width,
      height: result.height,
    };
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  /**
   * Methods take turns within each round, so a busy machine slows all three alike; the median of
   * the rounds is reported.
   */
  globalThis.runBench = async ({ inputs, runs }) => {
    const rows = [];
    for (const spec of inputs) {
      const file = await makeInput(spec);
      await ours(file); // worker start-up and first-use costs stay out of the timings
      await floor(file, spec);
      const samples = Object.fromEntries(Object.keys(METHODS).map((method) => [method, []]));
      for (let i = 0; i < runs; i += 1) {
        for (const method of Object.keys(METHODS)) samples[method].push(await timeRun(method, file, spec));
      }
      for (const method of Object.keys(METHODS)) {
        const runsOf = samples[method];
        const last = runsOf[runsOf.length - 1];
        rows.push({
          input: spec.label,
          inputBytes: file.size,
          method,
          ms: median(runsOf.map((s) => s.ms)),
          encodes: method === 'bic' ? await bicEncodes(file) : last.encodes,
          bytes: last.bytes,
          dims: `${last.width}×${last.height}`,
          longestTask: Math.max(...runsOf.map((s) => s.longestTask)),
        });
      }
    }
    return rows;
  };
})();
