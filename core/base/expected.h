// Errors as values: Expected<T, E> holds either a value or the error that says why there is none.
// (std::expected is C++23 and missing from Emscripten 3.1.6's libc++; this is the small subset we
// use.)
#pragma once

#include <cassert>
#include <utility>
#include <variant>

namespace equations {

template <class E>
struct Unexpected {
  E error;
};
template <class E>
Unexpected<std::decay_t<E>> MakeUnexpected(E&& error) {
  return {std::forward<E>(error)};
}

template <class T, class E>
class Expected {
 public:
  Expected(const T& value) : data_(std::in_place_index<0>, value) {}
  Expected(T&& value) : data_(std::in_place_index<0>, std::move(value)) {}
  template <class G>
  Expected(Unexpected<G> error) : data_(std::in_place_index<1>, std::move(error.error)) {}

  bool has_value() const { return data_.index() == 0; }
  explicit operator bool() const { return has_value(); }

  // Preconditions: has_value() for value(), !has_value() for error().
  T& value() & {
    assert(has_value());
    return std::get<0>(data_);
  }
  const T& value() const& {
    assert(has_value());
    return std::get<0>(data_);
  }
  T&& value() && {
    assert(has_value());
    return std::get<0>(std::move(data_));
  }
  const E& error() const {
    assert(!has_value());
    return std::get<1>(data_);
  }
  E& error() {
    assert(!has_value());
    return std::get<1>(data_);
  }

  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

 private:
  std::variant<T, E> data_;
};

}  // namespace equations
