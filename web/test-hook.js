// The browser test hook (README, "Browser test hook"): loaded before loader.js by test builds
// only (cmake/web_bundle.mjs), never by the published page.
window.equationsInstallTestHook = function (module) {
  'use strict';
  window.equationsModule = module;
  const rect = module.cwrap('equations_rect_json', 'string', ['string']);
  const textOf = module.cwrap('equations_text_json', 'string', ['string']);
  const frames = module.cwrap('equations_frame_count', 'number', []);
  const framesDrawn = module.cwrap('equations_frames_drawn', 'number', []);
  const framesUnchanged = module.cwrap('equations_frames_unchanged', 'number', []);
  const state = module.cwrap('equations_state_json', 'string', []);
  const message = module.cwrap('equations_message', 'string', []);
  const fast = module.cwrap('equations_fast', 'number', []);
  const aiThinking = module.cwrap('equations_ai_thinking', 'number', []);
  const aiSlice = module.cwrap('equations_ai_longest_slice_ms', 'number', []);
  const aiSliceWhere = module.cwrap('equations_ai_longest_slice_where', 'string', []);
  const aiThinkingFrames = module.cwrap('equations_ai_thinking_frames', 'number', []);
  const aiWarmUp = module.cwrap('equations_ai_warm_up', 'string', []);
  window.equationsTest = {
    frames: () => frames(),
    // Of those, the frames sent to WebGL, and the frames skipped as unchanged.
    framesDrawn: () => framesDrawn(),
    framesUnchanged: () => framesUnchanged(),
    cubeSprites: () => module.ccall('equations_cube_sprites', 'number', [], []),
    useCubeSprites: (on) => module.ccall('equations_use_cube_sprites', null, ['number'],
      [on ? 1 : 0]),
    drawEveryFrame: (on) => module.ccall('equations_draw_every_frame', null, ['number'],
      [on ? 1 : 0]),
    rect: (id) => JSON.parse(rect(String(id))),
    text: (id) => JSON.parse(textOf(String(id))),
    state: () => JSON.parse(state()),
    message: () => message(),
    fast: () => fast() === 1,
    // The game has handled all its input and drawn all it started (the sand may still fall).
    settled: () => module.ccall('equations_settled', 'number', [], []) === 1,
    rollAnimating: () => module.ccall('equations_roll_animating', 'number', [], []) === 1,
    wake: () => module.ccall('equations_wake', null, [], []),
    aiThinking: () => aiThinking(),
    // An AI holds a decided action and waits out the pause before it.
    aiHolding: () => module.ccall('equations_ai_holding', 'number', [], []) === 1,
    aiLongestSliceMs: () => aiSlice(),
    aiLongestSliceWhere: () => aiSliceWhere(),
    aiThinkingFrames: () => aiThinkingFrames(),
    // The AI's warm-up once a computer seat was chosen: {calls, actions, moves, ms}.
    aiWarmUp: () => {
      const [calls, actions, moves, ms] = aiWarmUp().split(' ').map(Number);
      return {calls, actions, moves, ms};
    },
  };
};
