// Dragging a cube of <equations-mat> with a pointer (mouse, touch, pen): a press that travels past
// a few pixels lifts a ghost of the cube that follows the pointer, and its release over a section
// asks the mat to move the cube there. A press that does not travel is a tap.
import {MOVABLE} from './equations-mat-position.mjs';

// Pointer travel (CSS pixels) before a press on a cube becomes a drag rather than a tap.
const DRAG_THRESHOLD = 6;

/** Follows one press on `cube`. `mat` gives {root, lift(section, index) -> bool, tap(cube),
 *  drop(from, index, to), stay(face, from)}; returns a function that ends the drag at once. */
export function followDrag(event, cube, mat) {
  const drag = {pointer: event.pointerId, x: event.clientX, y: event.clientY, moved: false,
    ghost: null, section: cube.dataset.section, index: Number(cube.dataset.index)};
  cube.setPointerCapture(event.pointerId);
  const cleanUp = () => {
    cube.removeEventListener('pointermove', move);
    cube.removeEventListener('pointerup', end);
    cube.removeEventListener('pointercancel', end);
    if (drag.ghost) drag.ghost.remove();
    cube.classList.remove('lifted');
    highlight(mat.root, null);
  };
  const move = (e) => {
    if (e.pointerId !== drag.pointer || drag.refused) return;
    const dx = e.clientX - drag.x, dy = e.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!drag.moved) {
      if (!mat.lift(drag.section, drag.index)) {
        drag.refused = true;
        return;
      }
      drag.moved = true;
      drag.ghost = cube.cloneNode(true);
      drag.ghost.classList.add('ghost');
      drag.ghost.removeAttribute('tabindex');
      drag.ghost.setAttribute('aria-hidden', 'true');
      const box = cube.getBoundingClientRect();
      drag.offsetX = drag.x - box.left;
      drag.offsetY = drag.y - box.top;
      drag.ghost.style.width = `${box.width}px`;
      drag.ghost.style.height = `${box.height}px`;
      mat.root.querySelector('.mat').append(drag.ghost);
      cube.classList.add('lifted');
    }
    drag.ghost.style.transform =
      `translate(${e.clientX - drag.offsetX}px, ${e.clientY - drag.offsetY}px)`;
    highlight(mat.root, sectionAt(mat.root, e.clientX, e.clientY));
  };
  const end = (e) => {
    if (e.pointerId !== drag.pointer) return;
    cleanUp();
    if (drag.refused) return;
    if (!drag.moved) {
      if (e.type === 'pointerup') mat.tap(cube);
      return;
    }
    const target = e.type === 'pointerup' ? sectionAt(mat.root, e.clientX, e.clientY) : null;
    if (target && target !== drag.section) {
      mat.drop(drag.section, drag.index, target);
    } else {
      mat.stay(cube.dataset.face, drag.section);
    }
  };
  cube.addEventListener('pointermove', move);
  cube.addEventListener('pointerup', end);
  cube.addEventListener('pointercancel', end);
  return cleanUp;
}

function sectionAt(root, x, y) {
  for (const node of root.elementsFromPoint(x, y)) {
    const section = node.closest && node.closest('section[data-section]');
    if (section && MOVABLE.includes(section.dataset.section)) return section.dataset.section;
  }
  return null;
}

function highlight(root, section) {
  for (const box of root.querySelectorAll('section[data-section]')) {
    box.classList.toggle('over', box.dataset.section === section);
  }
}
