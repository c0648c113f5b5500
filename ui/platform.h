// What the game needs from the platform it runs on: saved text that survives a reload
// (localStorage in the browser, files on the desktop) and the wall clock. platform_web.cpp and
// platform_desktop.cpp each define these functions; nothing else in ui/ knows the platform.
#pragma once

#include <cstdint>
#include <string>

namespace equations::ui {

// Returns the text saved under `key`, or an empty string when nothing is saved.
std::string LoadSaved(const std::string& key);
// Saves `text` under `key` (an empty text removes the key).
void Save(const std::string& key, const std::string& text);
// Returns the wall clock in milliseconds since 1970 (so a saved match's times survive a reload).
std::int64_t NowMs();
// Says `text` to assistive technology: a line added to the page's live region (web/index.html
// #announcer), which screen readers read out; nothing on the desktop.
void Announce(const std::string& text);
// Returns true when the player asked their system for reduced motion (the CSS media feature
// prefers-reduced-motion): the cubes then land without tumbling.
bool PrefersReducedMotion();
// Shows `text` as the mat in words (web/index.html #mat-description) and says it.
void ShowDescription(const std::string& text);
// Opens `html`, a whole page, where it can be printed: a new browser window with a Print button
// (the desktop writes it beside the saved match and says where). Returns what happened, in words.
std::string OpenPrintable(const std::string& html);
// Fills the screen with the game, or leaves full screen (the browser's Fullscreen API; the
// desktop window's own full screen). Returns false where the platform cannot.
bool ToggleFullScreen();

}  // namespace equations::ui
